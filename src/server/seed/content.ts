import { insertChangeRequest } from '../store/content/change-requests.js';
import { insertComment } from '../store/content/comments.js';
import type { VirtualFiles } from '../content/import-source.js';
import { applyImport, buildImport } from '../content/import-tree.js';
import { findPage } from '../store/content/model.js';
import { commitToChangeRequest, readContent, storeBlob } from '../store/content/revisions.js';
import type { Db } from '../store/db.js';
import { getSpaceRow } from '../store/spaces.js';
import { plainTitle } from '../../common/markdown/plain-title.js';
import type { DemoRefs } from './core.js';

/** A 2x2 PNG, the demo's one file. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFElEQVR4nGNkYPj/n4GBgYGJAQoAHAQBAf0tOwcAAAAASUVORK5CYII=',
  'base64',
);

const text = (s: string) => new TextEncoder().encode(s.trimStart());

const DEMO: Record<string, VirtualFiles> = {
  'Getting Started': new Map([
    [
      'README.md',
      text(`
# Welcome

Welcome to the demo workspace. Start with [Installation](guides/install.md), then read
[Configuration](guides/configure.md).

![Logo](images/logo.png)
`),
    ],
    [
      'guides/README.md',
      text(`
# Guides

Step-by-step guides. See [Installation](install.md) first.
`),
    ],
    [
      'guides/install.md',
      text(`
# Installation

Install the command line tool with npm:

    npm install -g docs-cli

## Verify

Run \`docs-cli --version\` to check the installation. Then continue with [Configuration](configure.md).
`),
    ],
    [
      'guides/configure.md',
      text(`
# Configuration

Profiles live in your configuration folder. Go back to the [welcome page](../README.md).

## Tokens

Set DOCS_CLI_TOKEN in pipelines instead of storing a token.
`),
    ],
    ['images/logo.png', LOGO],
  ]),
  'API Reference': new Map([
    [
      'README.md',
      text(`
# API overview

Every endpoint lives under /v1 and answers JSON. Read about [authentication](authentication.md).
`),
    ],
    [
      'authentication.md',
      text(`
# Authentication

Send a bearer token in the Authorization header.
`),
    ],
  ]),
  'Internal Handbook': new Map([
    [
      'README.md',
      text(`
# Handbook

How we work. See [Onboarding](onboarding.md).
`),
    ],
    [
      'onboarding.md',
      text(`
# Onboarding

Your first week: accounts, laptop, and a buddy.
`),
    ],
  ]),
  'Release Notes': new Map([
    [
      'README.md',
      text(`
# Release notes

## 0.1.0

First release of the workspace.
`),
    ],
  ]),
};

/**
 * Demo content: pages (nested, linked, one file) in each demo space, a change request and a comment.
 * The demo pages each open with a plain `# Title`: titled without the markdown parser (a new store
 * is seeded at start-up, and the parser is loaded only by the routes that need it).
 */
export function seedContent(db: Db, now: Date, refs: DemoRefs): void {
  const ts = now.toISOString();
  for (const [title, files] of Object.entries(DEMO)) {
    const spaceId = refs.spaces[title];
    if (!spaceId) continue;
    const space = getSpaceRow(db, spaceId)!;
    const { content } = applyImport(readContent(db, space.revision_id), buildImport(files, plainTitle), ts, (bytes) =>
      storeBlob(db, spaceId, bytes),
    );
    db.run('UPDATE revisions SET content = ? WHERE id = ?', JSON.stringify(content), space.revision_id);
  }

  const spaceId = refs.spaces['Getting Started'];
  const author = refs.users.edit ?? refs.adminUserId;
  if (!spaceId) return;
  const space = getSpaceRow(db, spaceId)!;
  const cr = insertChangeRequest(
    db,
    space,
    { subject: 'Explain upgrades in the installation guide', userId: author },
    now,
  );
  db.run("UPDATE change_requests SET status = 'open' WHERE id = ?", cr.id);
  const update = buildImport(
    new Map([
      [
        'guides/install.md',
        text(`
# Installation

Install the command line tool with npm:

    npm install -g docs-cli

## Upgrade

Run the same command again to upgrade to the latest version.

## Verify

Run \`docs-cli --version\` to check the installation. Then continue with [Configuration](configure.md).
`),
      ],
    ]),
    plainTitle,
  );
  const result = applyImport(readContent(db, cr.revision_id), update, ts, (bytes) => storeBlob(db, spaceId, bytes));
  commitToChangeRequest(db, cr, result.content, 'edits', [cr.revision_id], author, now);

  const install = findPage(readContent(db, space.revision_id).pages, 'guides/install');
  insertComment(
    db,
    { spaceId, changeRequestId: null },
    {
      revisionId: space.revision_id,
      pageId: install?.id,
      userId: refs.users.review ?? refs.adminUserId,
      markdown: 'Should we mention Node.js 20 is required?',
    },
    now,
  );
}
