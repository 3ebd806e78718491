/**
 * A SQL string literal. keysetPage binds the WHERE parameters only, so a value needed in the
 * select list (the viewer's id in a correlated subquery) is inlined; it is always escaped.
 */
export function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
