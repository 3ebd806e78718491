import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRevision } from '../../../src/server/store/revisions.js';
import { getSpaceRow } from '../../../src/server/store/spaces.js';
import { request } from '../../helpers/raw.js';
import { startTestService, type TestService } from '../../helpers/service.js';

/**
 * The content workers' watchdog (20 ms here, set before this file's pool starts a worker) ends a
 * render that any machine needs longer for: a published page of 170 KB within every content limit.
 * A temporary failure: 503 with Retry-After, not a notice kept as the page's answer.
 */
process.env.DOCS_CLI_CONTENT_WATCHDOG_MS = '20';

const LARGE = `# Large\n\n${'Some *words* of a [page](a.md), `code` and more words.\n\n'.repeat(3000)}`;

describe('a render the watchdog ends', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(async () => {
    delete process.env.DOCS_CLI_CONTENT_WATCHDOG_MS;
    await svc?.close();
  });

  it('is a 503 with Retry-After, rendered again on the next view rather than kept', async () => {
    const created = await request(svc.url, svc.token, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title: 'Large' });
    const space = getSpaceRow(svc.service.db, created.body.id)!;
    const now = new Date().toISOString();
    // Written straight into the store: a write of it would meet the same watchdog.
    const revision = insertRevision(
      svc.service.db,
      {
        spaceId: space.id,
        parents: [space.revision_id],
        type: 'edits',
        content: {
          pages: [
            {
              id: 'large',
              title: 'Large',
              slug: 'large',
              path: 'large',
              type: 'document',
              markdown: LARGE,
              createdAt: now,
              updatedAt: now,
              pages: [],
            },
          ],
          files: [],
          reusableContents: [],
          variables: {},
        },
      },
      new Date(),
    );
    svc.service.db.run("UPDATE spaces SET revision_id = ?, visibility = 'public' WHERE id = ?", revision, space.id);
    for (let view = 1; view <= 2; view++) {
      const res = await fetch(`${svc.url}/published/spaces/${space.id}/large`);
      const body = await res.json();
      expect(res.status, `view ${view}`).toBe(503);
      expect(Number(res.headers.get('retry-after')), `view ${view}`).toBeGreaterThan(0);
      expect(body.error.message).toBe(
        'the service was busy and did not finish rendering this page within 20 ms; try again shortly',
      );
    }
  }, 60_000);
});
