import type { Reference } from '../../src/server/app.js';

/**
 * The reference the suite's services serve unless a test names one: DOCS_CLI_TEST_REFERENCE.
 * The suite's second pass of the command tests (vitest.config.ts, project `reference-current`)
 * sets `current`: test services, `server start` processes and the in-process `local` profile
 * then serve only what @gitbook/api 0.202.0 defines, as the hosted service does.
 */
export function testReference(): Reference | undefined {
  const value = process.env.DOCS_CLI_TEST_REFERENCE;
  if (value === undefined || value === '' || value === 'both') return undefined;
  if (value === 'current' || value === 'seed') return value;
  throw new Error(`DOCS_CLI_TEST_REFERENCE=${value}: expected current, seed or both`);
}

/** The environment that makes a docs-cli run's `local` profile serve `testReference()`. */
export function testReferenceEnv(): Record<string, string> {
  const reference = testReference();
  return reference ? { DOCS_CLI_REFERENCE: reference } : {};
}
