/**
 * The request checker every test service and the local profile run holds docs-cli's requests to
 * @gitbook/api 0.202.0 wherever the operation exists there, and to 0.137.0 only for the
 * operations 0.202.0 dropped: a field the seed takes and 0.202.0 dropped is a violation.
 */
import { describe, expect, it } from 'vitest';
import { requestProblems } from '../helpers/contract.js';

const body = (value: unknown) => JSON.stringify(value);

describe('requests are checked against 0.202.0 where it has the operation', () => {
  it("flags a body property that only the seed's form of the operation takes", () => {
    // updateSiteCustomizationSettings: 0.137.0 takes `pdf` and `git`, 0.202.0 neither.
    const url = '/v1/orgs/o1/sites/s1/customization';
    const without = requestProblems('PUT', url, body({}));
    const added = requestProblems('PUT', url, body({ pdf: { enabled: true } })).filter((l) => !without.includes(l));
    expect(added.join()).toMatch(/body property "pdf" is not in the reference/);
  });

  it('checks an operation only 0.202.0 has against it (updateChangeRequestContent)', () => {
    const content = '/v1/spaces/s1/change-requests/c1/content?compat=false';
    expect(requestProblems('POST', content, body({ changes: [{ operation: 'delete_page', page: 'p1' }] }))).toEqual([]);
    expect(requestProblems('POST', content, body({ changes: [{ operation: 'rename_page', page: 'p1' }] }))).not.toEqual(
      [],
    );
    expect(requestProblems('POST', '/v1/spaces/s1/change-requests/c1/content?compat=maybe', undefined)).not.toEqual([]);
  });

  it('checks an operation 0.202.0 dropped against 0.137.0 (transferSpace)', () => {
    expect(requestProblems('POST', '/v1/spaces/s1/transfer', body({ organization: 'o2' }))).toEqual([]);
    expect(requestProblems('POST', '/v1/spaces/s1/transfer', body({ organization: 'o2', x: 1 })).join()).toMatch(/"x"/);
  });
});
