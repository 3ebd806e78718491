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
  // One regular expression, not a loop over the characters: statements are first prepared at
  // start-up, where such a loop runs interpreted (0.1 ms a statement).
  return sql.includes('?') ? sql.replace(TOKENS, (token) => (token === '?' ? '+?' : token)) : sql;
}

/** Quoted text and names (a doubled quote inside), comments (unclosed: to the end), and `?`. */
const TOKENS =
  /'(?:[^']|'')*(?:'|$)|"(?:[^"]|"")*(?:"|$)|`(?:[^`]|``)*(?:`|$)|\[[^\]]*(?:\]|$)|--[^\n]*|\/\*[\s\S]*?(?:\*\/|$)|\?/g;
