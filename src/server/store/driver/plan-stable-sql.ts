/**
 * The statement text node:sqlite is given: every parameter `?` (or `?NNN`) written `+?`.
 *
 * Why: SQLite marks a statement whose plan may depend on a bound value (an equality the planner
 * weighs by whether the value is 0 or 1, a LIMIT, a LIKE pattern), and `sqlite3_clear_bindings`
 * expires every statement so marked. node:sqlite clears the bindings on each call, so such a
 * statement (nearly every join with a parameter) is parsed and planned again on every `get`,
 * `all` and `run`: 3-5x the cost of the query itself. A unary plus keeps the value out of the
 * planner's sight, and changes nothing else: it has no effect on a value, its affinity or its
 * collation, and an index is still used for `column = +?`. better-sqlite3 keeps bindings, and is
 * given the statement as written.
 *
 * Quoted text, quoted names and comments are left as they are. Named parameters (`:name`) are
 * not rewritten: the store does not use them.
 */
export function planStableSql(sql: string): string {
  let out = '';
  let from = 0;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    if (c === "'" || c === '"' || c === '`') i = closing(sql, i, c);
    else if (c === '[') i = closing(sql, i, ']');
    else if (c === '-' && sql[i + 1] === '-') i = lineEnd(sql, i);
    else if (c === '/' && sql[i + 1] === '*') i = commentEnd(sql, i);
    else {
      if (c === '?') {
        out += `${sql.slice(from, i)}+`;
        from = i;
      }
      i++;
    }
  }
  return from === 0 ? sql : out + sql.slice(from);
}

/** The index after a quoted run opened at `start` (a doubled quote is part of it). */
function closing(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === quote) {
      if (quote !== ']' && sql[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return sql.length;
}

function lineEnd(sql: string, start: number): number {
  const end = sql.indexOf('\n', start);
  return end < 0 ? sql.length : end + 1;
}

function commentEnd(sql: string, start: number): number {
  const end = sql.indexOf('*/', start + 2);
  return end < 0 ? sql.length : end + 2;
}
