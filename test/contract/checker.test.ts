import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { contractViolations, recordExchange } from '../helpers/contract.js';

describe('contract checker', () => {
  it('flags an answer that breaks the reference schema, and an error body of the wrong shape', () => {
    const before = contractViolations().length;
    recordExchange('GET', '/v1/spaces/abc', 200, { object: 'space', id: 'abc' });
    recordExchange('GET', '/v1/spaces/abc', 404, { message: 'nope' });
    const added = contractViolations().slice(before);
    expect(added.some((v) => v.startsWith('GET /spaces/{spaceId} 200'))).toBe(true);
    expect(added.some((v) => v.includes('error body'))).toBe(true);
  });

  it('accepts a well-formed list envelope', () => {
    const before = contractViolations().length;
    recordExchange('GET', '/v1/orgs', 200, { count: 0, items: [] });
    expect(contractViolations().length).toBe(before);
  });

  it('holds traffic to the in-process embedded service (the local profile) to the reference too', async () => {
    await expect(runCli(['api', '/v1/user?bogus=1'])).rejects.toThrow(
      /reference would not accept this traffic:\n.*bogus/,
    );
    expect((await runCli(['api', '/v1/user'])).code).toBe(0);
  });
});
