/**
 * Where the embedded service deliberately differs from the reference OpenAPI document, and why.
 * `where` is a regular expression over the JSON pointer of the difference (or `status N`).
 */
export interface Difference {
  method: string;
  path: string;
  where: string;
  reason: string;
}

export const DELIBERATE_DIFFERENCES: Difference[] = [];
