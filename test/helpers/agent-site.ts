import { expect } from 'vitest';
import { call } from '../fixtures/content/http.js';
import { runCli, runJson } from './cli.js';
import type { TestService } from './service.js';

/** The pages of the agents' site: the hidden one's word is found only where hidden pages are. */
export const AGENT_SITE = {
  install: '# Install\n\n## Steps\n\nRun `npm install` with the zephyrine flag.\n',
  secret: '# Secret\n\nHidden zephyrine text.\n',
};

/**
 * A space of three pages (Welcome with a description and a link to Install; Install; Secret,
 * hidden) merged and published as the site "Agent docs" through the CLI: its id and URL.
 */
export async function publishAgentSite(
  svc: TestService,
  visibility?: 'share-link' | 'visitor-auth',
): Promise<{ site: string; url: string }> {
  const as = { url: svc.url, token: svc.token };
  const space = (await call(svc, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title: 'Agent docs' })).body.id as string;
  const cr = (await call(svc, 'POST', `/v1/spaces/${space}/change-requests`, { subject: 'pages' })).body
    .number as number;
  const base = `/v1/spaces/${space}/change-requests/${cr}/content?compat=false`;
  const inserted = await call(svc, 'POST', base, {
    changes: [
      {
        operation: 'insert_page',
        title: 'Welcome',
        description: 'Where to start',
        document: { markdown: '# Welcome\n\nRead the [install guide](install.md) first.\n' },
      },
      { operation: 'insert_page', title: 'Install', slug: 'install', document: { markdown: AGENT_SITE.install } },
      { operation: 'insert_page', title: 'Secret', slug: 'secret', document: { markdown: AGENT_SITE.secret } },
    ],
  });
  expect(inserted.status).toBe(200);
  const secret = inserted.body.changes[2].page.id;
  const hidden = await call(svc, 'POST', base, { changes: [{ operation: 'update_page', page: secret, hidden: true }] });
  expect(hidden.status).toBe(200);
  expect((await call(svc, 'POST', `/v1/spaces/${space}/change-requests/${cr}/merge`)).body.result).toBe('merge');
  const site = await runJson(['sites', 'create', '--title', 'Agent docs', '--space', space], as);
  if (visibility) await runJson(['sites', 'update', site.id, '--visibility', visibility], as);
  const url = (await runCli(['sites', 'publish', site.id], as)).stdout.trim().split('\n').pop()!;
  return { site: site.id as string, url };
}
