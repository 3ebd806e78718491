import { UsageError } from '../errors.js';

type Search = (data: unknown, expression: string) => unknown;
let search: Search | undefined;

/** Applies a JMESPath expression; a bad expression is a usage error (exit 2). */
export async function applyQuery(data: unknown, expression: string): Promise<unknown> {
  search ??= ((await import('jmespath')) as unknown as { default: { search: Search } }).default.search;
  try {
    return search(data, expression);
  } catch (error) {
    throw new UsageError(`invalid --query expression: ${(error as Error).message}`);
  }
}

/** Checks the expression before any request is sent. */
export async function checkQuery(expression: string): Promise<void> {
  await applyQuery({}, expression);
}
