import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
  lstatSync,
  readlinkSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';
import { startListener, type Listener } from '../helpers/listener.js';

/**
 * A pull against a hostile (or broken) service: it names files outside the folder, names a file
 * system reads as `.git`, names that break the one name rule, a file on a page's path, and a
 * download that fails midway; the target folder holds symbolic links out of it. Nothing outside
 * the folder is created, changed or deleted, and a failed pull leaves the folder as it was.
 */
let service: Listener;
/** What the service answers for its one space, set by each test. */
let revision: { pages: unknown[]; files: unknown[] } = { pages: [], files: [] };
const blobs = new Map<string, Buffer | 'fail'>();

beforeAll(async () => {
  service = await startListener('127.0.0.1', (req, res) => {
    const path = new URL(req.url!, 'http://x').pathname;
    if (path === '/v1/spaces/HostileSpace00000001') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'space', id: 'HostileSpace00000001', title: 'Hostile' }));
      return;
    }
    if (path === '/v1/spaces/HostileSpace00000001/content') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'revision',
          id: 'r1',
          parents: [],
          type: 'edits',
          createdAt: '',
          urls: {},
          ...revision,
        }),
      );
      return;
    }
    const blob = blobs.get(path.replace(/^\/v1(?=\/)/, ''));
    if (blob === 'fail') {
      // Half a body, then the connection goes.
      res.writeHead(200, { 'content-length': 1000 });
      res.write(Buffer.alloc(100, 1));
      setTimeout(() => res.destroy(), 20);
      return;
    }
    if (blob) {
      res.writeHead(200, { 'content-length': blob.length });
      res.end(blob);
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 404, message: 'not found' } }));
  });
});
afterAll(async () => service.close());

const as = () => ({ url: service.url, token: 'hostile', env: { DOCS_CLI_MAX_RETRIES: '0' } });
let n = 0;
const page = (title: string, path: string | undefined, markdown = `# ${title}\n`, pages: unknown[] = []) => ({
  id: `p${++n}`,
  title,
  type: 'document',
  slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  path: title.toLowerCase(),
  markdown,
  pages,
  urls: { app: '' },
  ...(path !== undefined ? { git: { oid: 'x', path } } : {}),
});
const file = (name: string, path: string | undefined, bytes: Buffer | 'fail') => {
  const id = `f${++n}`;
  blobs.set(`/files/${id}`, bytes);
  return {
    id,
    name,
    contentType: 'application/octet-stream',
    size: bytes === 'fail' ? 1000 : bytes.length,
    downloadURL: `${service.url}/files/${id}`,
    ...(path !== undefined ? { git: { oid: 'not-a-match', path } } : {}),
  };
};

/** Every entry under a folder (links as links, not followed), with its bytes or link target. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const name of readdirSync(join(dir, rel))) {
      const path = rel ? `${rel}/${name}` : name;
      const stat = lstatSync(join(dir, path));
      if (stat.isSymbolicLink()) out[path] = `-> ${readlinkSync(join(dir, path))}`;
      else if (stat.isDirectory()) {
        out[`${path}/`] = 'dir';
        walk(path);
      } else out[path] = readFileSync(join(dir, path)).toString('base64');
    }
  };
  walk('');
  return out;
}

function write(dir: string, files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

describe('pull stays in its folder', () => {
  it('never deletes or writes through a symbolic link in the folder, and says which paths it left alone', async () => {
    const root = tempDir('docs-cli-hostile-');
    const outside = join(root, 'outside');
    write(outside, { 'victim.md': '# Victim\n', 'assets-victim.png': 'keep me' });
    const docs = join(root, 'docs');
    write(docs, {
      'SUMMARY.md': '# Table of contents\n\n* [Home](README.md)\n* [Victim](shared/victim.md)\n',
      'README.md': '# Home\n',
    });
    symlinkSync('../outside', join(docs, 'shared'));
    mkdirSync(join(docs, '.gitbook'), { recursive: true });
    symlinkSync('../../outside', join(docs, '.gitbook', 'assets'));
    // The service no longer has the victim page, and holds a page and an asset behind the links.
    revision = {
      pages: [page('Home', 'README.md'), page('Planted', 'shared/planted.md')],
      files: [file('new.png', '.gitbook/assets/new.png', Buffer.from('png'))],
    };
    const outsideBefore = snapshot(outside);
    const res = await runCli(['spaces', 'pull', 'HostileSpace00000001', docs], as());
    expect(res.code, `${res.stderr} ${service.hits.join(' ')}`).toBe(0);
    expect(snapshot(outside)).toEqual(outsideBefore);
    expect(res.stderr).toContain(
      'docs-cli: warning: shared/victim.md (through shared): left alone (a symbolic link is on the way; a pull never writes through one)',
    );
    expect(res.stderr).toContain('shared/planted.md (through shared): left alone');
    expect(res.stderr).toContain('.gitbook/assets/new.png (through .gitbook/assets): left alone');
    expect(lstatSync(join(docs, 'shared')).isSymbolicLink()).toBe(true);
    expect(res.stdout.split('\n').filter(Boolean)).toEqual(['M SUMMARY.md', 'A .gitbook.yaml']);
  });

  it('writes hostile names from the service inside the folder only, encoded, and never a .git look-alike', async () => {
    const root = tempDir('docs-cli-hostile-');
    const docs = join(root, 'docs');
    mkdirSync(docs);
    const long = `${'🦜'.repeat(80)}.png`;
    revision = {
      pages: [
        page('Home', 'README.md', '# Home\n\n![a](../../evil.png) [up](../outside.md)\n'),
        page('Guides', 'guides/README.md'),
        page('Escape', '../../escape.md'),
        page('Absolute', '/etc/evil.md'),
        page('Hooks', '.git/hooks/post-checkout.md'),
        page('Short', 'GIT~1/config.md'),
        page('Stream', '.git::$INDEX_ALLOCATION/x.md'),
        page('Bidi', 'a\u202egnp.md'),
        page('Two\nlines', 'two.md'),
      ],
      files: [
        file('evil.png', '../../evil.png', Buffer.from('evil')),
        file('README.md', 'guides/README.md', Buffer.from('a file named like a page')),
        file(long, `.gitbook/assets/${long}`, Buffer.from('long')),
        file('hook', '.GIT/hooks/pre-commit', Buffer.from('#!/bin/sh\nrm -rf /\n')),
        file('plain.png', undefined, Buffer.from('plain')),
      ],
    };
    const res = await runCli(['spaces', 'pull', 'HostileSpace00000001', docs], as());
    expect(res.code, res.stderr).toBe(0);
    // Nothing beside the folder.
    expect(readdirSync(root)).toEqual(['docs']);
    const written = Object.keys(snapshot(docs));
    for (const path of written) {
      expect(
        path.split('/').some((part) => /^\.git[. ]*$/i.test(part) || /^git~1$/i.test(part)),
        path,
      ).toBe(false);
      expect(/[\u202e\n]/.test(path), path).toBe(false);
      for (const part of path.split('/')) expect(Buffer.byteLength(part), path).toBeLessThanOrEqual(255);
    }
    // The page keeps its path; the file named like it went to the assets.
    expect(readFileSync(join(docs, 'guides', 'README.md'), 'utf8')).toBe('# Guides\n');
    expect(written.filter((p) => p.startsWith('.gitbook/assets/') && !p.endsWith('/')).length).toBe(5);
    // A title with a line break comes back unchanged from SUMMARY.md.
    expect(readFileSync(join(docs, 'SUMMARY.md'), 'utf8')).toContain('* [Two&#xA;lines](two.md)');
    const { readFolder } = await import('../../src/gitsync/local.js');
    expect(readFolder(docs).pages.map((p) => p.title)).toContain('Two\nlines');
    expect(res.stderr).toContain('written as');
  });

  it('moves new folders in whole and mixes into folders that are there, keeping what the service does not name', async () => {
    const root = tempDir('docs-cli-hostile-');
    const docs = join(root, 'docs');
    write(docs, { 'guides/notes.txt': 'my notes', 'README.md': '# Old home\n' });
    revision = {
      pages: [
        page('Home', 'README.md', '# Home\n'),
        page('Intro', 'guides/intro.md'),
        page('Reference', 'api/deep/reference.md'),
      ],
      files: [file('logo.png', '.gitbook/assets/logo.png', Buffer.from('logo'))],
    };
    const res = await runCli(['spaces', 'pull', 'HostileSpace00000001', docs], as());
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout.split('\n').filter(Boolean).sort()).toEqual(
      [
        'M README.md',
        'A guides/intro.md',
        'A api/deep/reference.md',
        'A SUMMARY.md',
        'A .gitbook.yaml',
        'A .gitbook/assets/logo.png',
      ].sort(),
    );
    const after = snapshot(docs);
    expect(after['guides/notes.txt']).toBe(Buffer.from('my notes').toString('base64'));
    expect(Buffer.from(after['api/deep/reference.md']!, 'base64').toString()).toBe('# Reference\n');
    expect(Buffer.from(after['.gitbook/assets/logo.png']!, 'base64').toString()).toBe('logo');
    expect(Object.keys(after).filter((path) => path.includes('staging'))).toEqual([]);

    // A file of the user's where the service wants a folder: nothing is written, nothing is lost.
    const blocked = join(root, 'blocked');
    write(blocked, { api: 'a file, not a folder', 'README.md': '# Old home\n' });
    const before = snapshot(blocked);
    const refused = await runCli(['spaces', 'pull', 'HostileSpace00000001', blocked], as());
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^docs-cli: .*cannot write the folder \((EEXIST|ENOTDIR)\); it was left as it was\n/,
    );
    expect(snapshot(blocked)).toEqual(before);
  });

  it('leaves the folder as it was when a download fails midway', async () => {
    const root = tempDir('docs-cli-hostile-');
    const docs = join(root, 'docs');
    write(docs, {
      'SUMMARY.md': '# Table of contents\n\n* [Home](README.md)\n* [Old](old.md)\n',
      'README.md': '# Home\n\nOld text.\n',
      'old.md': '# Old\n',
      '.gitbook/assets/keep.png': 'old bytes',
    });
    revision = {
      pages: [page('Home', 'README.md', '# Home\n\nNew text.\n'), page('New', 'new/deep/page.md')],
      files: [
        ...Array.from({ length: 8 }, (_, i) =>
          file(`ok-${i}.png`, `.gitbook/assets/ok-${i}.png`, Buffer.from(`ok ${i}`)),
        ),
        file('broken.png', '.gitbook/assets/broken.png', 'fail'),
      ],
    };
    const before = snapshot(docs);
    const res = await runCli(['spaces', 'pull', 'HostileSpace00000001', docs], as());
    expect(res.code).not.toBe(0);
    expect(res.stderr.split('\n')[0]).toMatch(/^docs-cli: /);
    expect(snapshot(docs)).toEqual(before);
    expect(existsSync(join(docs, 'new'))).toBe(false);
    expect(statSync(join(docs, 'README.md')).isFile()).toBe(true);
    // Into a folder that did not exist: none is left behind.
    const fresh = join(root, 'fresh', 'docs');
    const failed = await runCli(['spaces', 'pull', 'HostileSpace00000001', fresh], as());
    expect(failed.code).not.toBe(0);
    expect(existsSync(join(root, 'fresh'))).toBe(false);
  });
});
