import { existsSync, readFileSync, statSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeTree } from '../../fixtures/content/http.js';
import { componentProblems } from '../../helpers/contract.js';
import { runCli, runJson, tempDir } from '../../helpers/cli.js';
import { startTestService, type TestService } from '../../helpers/service.js';

/**
 * `sites pull` and `sites push` on a two-section site whose first section holds a space and its
 * French translation (a second site space of the section): a pull pushed back sends nothing, an
 * edit in one space's folder opens one change request for that space only, --merge merges it.
 * Every request passes the reference checks of the test service and of runCli.
 */
let svc: TestService;
const sent: Array<{ method: string; url: string }> = [];
const as = () => ({ url: svc.url, token: svc.token });
let site: string;
const ids = { guides: '', guidesFr: '', api: '' };
const siteSpace: Record<string, string> = {};
/** The key `sites pull` gives a space's site space. */
const keyOf = (space: string) => siteSpace[space]!;

/** A space filled from a folder through the space push (cr push --merge). */
async function filledSpace(title: string, files: Record<string, string>): Promise<string> {
  const space = (await runJson(['spaces', 'create', '--title', title], as())).id as string;
  const dir = writeTree(tempDir('docs-cli-site-src-'), files);
  const pushed = await runCli(['cr', 'push', dir, '--space', space, '--merge'], as());
  expect(pushed.code, pushed.stderr).toBe(0);
  return space;
}

beforeAll(async () => {
  svc = await startTestService();
  const handle = svc.service.app.handle;
  svc.service.app.handle = async (req, opts) => {
    sent.push({ method: req.method, url: req.url });
    return handle(req, opts);
  };
  ids.guides = await filledSpace('Guides', {
    'README.md': '# Guides\n\nStart here. Then [install](install.md).\n',
    'install.md': '# Install\n\nRun the installer.\n',
  });
  ids.guidesFr = await filledSpace('Guides FR', {
    'README.md': '# Guides\n\nCommencez ici.\n',
    'install.md': '# Installation\n\nLancez le programme.\n',
  });
  ids.api = await filledSpace('API', { 'README.md': '# API\n\nEndpoints.\n' });

  site = (await runJson(['sites', 'create', '--title', 'Product docs', '--space', ids.guides], as())).id;
  expect(
    (await runCli(['sites', 'sections', 'create', '--site', site, '--space', ids.api, '--title', 'API'], as())).code,
  ).toBe(0);
  const sections = await runJson<Array<{ id: string; default: boolean }>>(
    ['sites', 'sections', 'list', '--site', site],
    as(),
  );
  const main = sections.find((s) => s.default)!;
  const fr = await runJson(
    ['sites', 'site-spaces', 'create', '--site', site, '--space', ids.guidesFr, '--section', main.id],
    as(),
  );
  expect((await runCli(['sites', 'site-spaces', 'update', fr.id, '--site', site, '--path', 'fr'], as())).code).toBe(0);
  for (const ss of await runJson<Array<{ id: string; space: { id: string } }>>(
    ['sites', 'site-spaces', 'list', '--site', site],
    as(),
  ))
    siteSpace[ss.space.id] = ss.id;
}, 60_000);
afterAll(async () => svc?.close());

const writes = (since: number) =>
  sent
    .slice(since)
    .filter((r) => r.method !== 'GET')
    .map((r) => `${r.method} ${r.url.split('?')[0]}`);
const directoryOf = (config: any, key: string): string => {
  for (const node of config.site.structure)
    for (const child of node.children ?? []) if (child.key === key) return child.content.directory.replace(/^\.\//, '');
  throw new Error(`no space ${key}`);
};

describe('sites pull, then sites push', () => {
  const dir = join(tempDir('docs-cli-site-'), 'site');
  const yamlPath = join(dir, 'docs.yaml');
  let config: any;

  it('pulls the site: the site file with the service ids as keys, and each space in its folder', async () => {
    const res = await runCli(['sites', 'pull', site, dir], as());
    expect(res.code, res.stderr).toBe(0);
    config = parse(readFileSync(yamlPath, 'utf8'));
    expect(componentProblems('0.202.0', 'GitSyncSiteConfig', config)).toEqual([]);
    expect(config.site.title).toBe('Product docs');
    const [first, second] = config.site.structure;
    expect(first).toMatchObject({ type: 'section', default: true });
    expect(first.children.map((c: any) => [c.key, c.path, c.default ?? false])).toEqual([
      [keyOf(ids.guides), 'guides', true],
      [keyOf(ids.guidesFr), 'fr', false],
    ]);
    expect(second).toMatchObject({ type: 'section', title: 'API', path: 'api' });
    expect(second.children[0].key).toBe(keyOf(ids.api));
    expect(readFileSync(join(dir, directoryOf(config, keyOf(ids.guidesFr)), 'install.md'), 'utf8')).toContain(
      'Lancez le programme.',
    );
    expect(res.stdout.split('\n')).toContain(`A ${directoryOf(config, keyOf(ids.api))}/README.md`);
    expect(res.stdout.trimEnd().split('\n').at(-1)).toBe('A docs.yaml');
  });

  it('keeps the languages the file gives and writes nothing when pulled again', async () => {
    // The service holds no language per space: the file's are the author's, and a pull keeps them.
    const text = readFileSync(yamlPath, 'utf8')
      .replace(`directory: ./${directoryOf(config, keyOf(ids.guides))}`, (m) => `${m}\n            language: en`)
      .replace(`directory: ./${directoryOf(config, keyOf(ids.guidesFr))}`, (m) => `${m}\n            language: fr`);
    writeFileSync(yamlPath, text);
    const before = statSync(yamlPath).mtimeMs;
    const res = await runCli(['sites', 'pull', site, dir], as());
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toBe('');
    expect(readFileSync(yamlPath, 'utf8')).toBe(text);
    expect(statSync(yamlPath).mtimeMs).toBe(before);
    expect((await runCli(['sites', 'pull', site, dir, '--check'], as())).code).toBe(0);
  });

  it('pushes the pulled folder back: nothing is sent, no change request is opened', async () => {
    const n = sent.length;
    const res = await runCli(['sites', 'push', dir, '--site', site], as());
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout.trimEnd().split('\n')).toEqual(
      [ids.guides, ids.guidesFr, ids.api].map((s) => `${directoryOf(config, keyOf(s))}: nothing to push`),
    );
    expect(writes(n)).toEqual([]);
  });

  it('an edit in the French folder opens one change request for that space only', async () => {
    const fr = directoryOf(config, keyOf(ids.guidesFr));
    writeFileSync(join(dir, fr, 'install.md'), '# Installation\n\nLancez le programme, puis redémarrez.\n');
    expect((await runCli(['sites', 'pull', site, dir, '--check'], as())).code).toBe(1);

    const planned = sent.length;
    const dry = await runCli(['sites', 'push', dir, '--site', site, '--dry-run'], as());
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stdout).toContain(`${fr}: 1 change planned\n  `);
    expect(dry.stdout).toContain(`${directoryOf(config, keyOf(ids.api))}: nothing to push`);
    expect(writes(planned)).toEqual([]);

    const n = sent.length;
    const res = await runCli(['sites', 'push', dir, '--site', site, '-o', 'json'], as());
    expect(res.code, res.stderr).toBe(0);
    const answers = JSON.parse(res.stdout);
    expect(answers.map((a: any) => [a.key, a.result])).toEqual([
      [keyOf(ids.guides), 'nothing to push'],
      [keyOf(ids.guidesFr), 'pushed'],
      [keyOf(ids.api), 'nothing to push'],
    ]);
    expect(answers[1]).toMatchObject({
      space: ids.guidesFr,
      directory: fr,
      changeRequest: 2,
      pushed: 1,
      revision: null,
    });
    expect(writes(n)).toHaveLength(2);
    expect(writes(n)[1]).toMatch(new RegExp(`^POST /v1/spaces/${ids.guidesFr}/change-requests/[^/]+/content$`));
    for (const space of [ids.guides, ids.api])
      expect(await runJson<unknown[]>(['cr', 'list', '--space', space, '--status', 'draft'], as())).toEqual([]);
  });

  it('--merge merges the change request of the edited space, and the folder then matches the site', async () => {
    const api = directoryOf(config, keyOf(ids.api));
    writeFileSync(join(dir, api, 'README.md'), '# API\n\nEndpoints, and their limits.\n');
    const res = await runCli(['sites', 'push', dir, '--site', site, '--merge'], as());
    expect(res.code, res.stderr).toBe(0);
    const lines = res.stdout.trimEnd().split('\n');
    expect(lines[2]).toMatch(
      new RegExp(`^${api}: pushed 1 change in 1 batch to change request #2, merged \\(revision \\S+\\)$`),
    );
    // Each space's #1 filled it. The French edit was left in #2 (not merged): this push opens #3 and merges it.
    expect(lines[1]).toMatch(/pushed 1 change in 1 batch to change request #3, merged/);
    const fresh = tempDir('docs-cli-site-fresh-');
    expect((await runCli(['spaces', 'pull', ids.api, fresh], as())).code).toBe(0);
    expect(readFileSync(join(fresh, 'README.md'), 'utf8')).toContain('their limits');
    expect((await runCli(['sites', 'pull', site, dir, '--check'], as())).code).toBe(0);
  });
});

describe('a site file as GitBook writes it (its own keys, fields docs-cli does not model)', () => {
  it('is matched by place: pushed with nothing to send, pulled back byte for byte, an edit opens one change request', async () => {
    const dir = join(tempDir('docs-cli-site-gitbook-'), 'site');
    expect((await runCli(['sites', 'pull', site, dir], as())).code).toBe(0);
    const yaml = join(dir, 'docs.yaml');
    const sections = await runJson<Array<{ id: string }>>(['sites', 'sections', 'list', '--site', site], as());
    // Git Sync's keys and the fields it writes that the service holds no copy of.
    let text = readFileSync(yaml, 'utf8');
    sections.forEach((s, i) => {
      text = text.replace(`key: ${s.id}\n`, `key: section-${i + 1}\n`);
    });
    [ids.guides, ids.guidesFr, ids.api].forEach((space, i) => {
      text = text.replace(`key: ${keyOf(space)}\n`, `key: space-${i + 1}\n`);
    });
    text = text
      .replace(
        'site:\n',
        '$schema: https://api.gitbook.com/openapi.yaml#/components/schemas/GitSyncSiteConfig\nsite:\n',
      )
      .replace('key: section-2\n', 'key: section-2\n      localizedTitle:\n        fr: Référence\n');
    expect(text).not.toContain(keyOf(ids.api));
    writeFileSync(yaml, text);
    expect(componentProblems('0.202.0', 'GitSyncSiteConfig', parse(text))).toEqual([]);

    const n = sent.length;
    const pushed = await runCli(['sites', 'push', dir, '--site', site, '-o', 'json'], as());
    expect(pushed.code, pushed.stderr).toBe(0);
    expect(JSON.parse(pushed.stdout).map((a: { key: string; result: string }) => [a.key, a.result])).toEqual([
      ['space-1', 'nothing to push'],
      ['space-2', 'nothing to push'],
      ['space-3', 'nothing to push'],
    ]);
    expect(writes(n)).toEqual([]);

    const pulled = await runCli(['sites', 'pull', site, dir], as());
    expect(pulled.code, pulled.stderr).toBe(0);
    expect(pulled.stdout).toBe('');
    expect(readFileSync(yaml, 'utf8')).toBe(text);

    const api = directoryOf(parse(text), 'space-3');
    writeFileSync(join(dir, api, 'README.md'), "# API\n\nEndpoints, with GitBook's keys.\n");
    const m = sent.length;
    const edited = await runCli(['sites', 'push', dir, '--site', site, '-o', 'json'], as());
    expect(edited.code, edited.stderr).toBe(0);
    expect(JSON.parse(edited.stdout).map((a: { key: string; result: string }) => [a.key, a.result])).toEqual([
      ['space-1', 'nothing to push'],
      ['space-2', 'nothing to push'],
      ['space-3', 'pushed'],
    ]);
    expect(writes(m)[0]).toBe(`POST /v1/spaces/${ids.api}/change-requests`);
    expect(writes(m)).toHaveLength(2);
  });
});

describe('sites push refuses, before sending anything', () => {
  const pulled = async () => {
    const dir = join(tempDir('docs-cli-site-bad-'), 'site');
    expect((await runCli(['sites', 'pull', site, dir], as())).code).toBe(0);
    return dir;
  };

  it('a space the site does not have, by its key or its place (exit 2)', async () => {
    const dir = await pulled();
    const yaml = join(dir, 'docs.yaml');
    writeFileSync(
      yaml,
      readFileSync(yaml, 'utf8')
        .replace(`key: ${keyOf(ids.api)}`, 'key: space-unknown')
        // The space's own path (the section of the same path comes first).
        .replace(/path: api\n(?![\s\S]*path: api\n)/, 'path: nowhere\n'),
    );
    writeFileSync(
      join(dir, directoryOf(parse(readFileSync(yaml, 'utf8')), keyOf(ids.guides)), 'README.md'),
      '# Changed\n',
    );
    const n = sent.length;
    const res = await runCli(['sites', 'push', dir, '--site', site], as());
    expect(res.code).toBe(2);
    expect(res.stderr).toContain(
      `docs.yaml: space "space-unknown" is not a space of site ${site} (by its key or its place)`,
    );
    expect(res.stderr).toContain('never structure');
    expect(writes(n)).toEqual([]);
  });

  it('a site file that breaks a rule (exit 2, no request at all)', async () => {
    const dir = await pulled();
    const yaml = join(dir, 'docs.yaml');
    writeFileSync(yaml, readFileSync(yaml, 'utf8').replace('default: true', 'default: false'));
    const n = sent.length;
    const res = await runCli(['sites', 'push', dir, '--site', site], as());
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /^docs-cli: .*docs\.yaml: exactly one of the sections of the site must be default: true \(none is\)/,
    );
    expect(sent.length).toBe(n);
  });

  it('a folder without a site file (exit 2)', async () => {
    const res = await runCli(['sites', 'push', tempDir('docs-cli-site-none-'), '--site', site], as());
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/no docs\.yaml \(or gitbook-docs\.yaml\); not a site folder/);
  });
});

describe('sites push exit codes', () => {
  it('2 when a space folder the file names is missing, 4 without permission to open a change request', async () => {
    const dir = join(tempDir('docs-cli-site-codes-'), 'site');
    expect((await runCli(['sites', 'pull', site, dir], as())).code).toBe(0);
    const config = parse(readFileSync(join(dir, 'docs.yaml'), 'utf8'));
    const api = directoryOf(config, keyOf(ids.api));
    writeFileSync(join(dir, api, 'README.md'), '# API\n\nA reader may not push this.\n');
    const n = sent.length;
    const denied = await runCli(['sites', 'push', dir, '--site', site, '--merge'], {
      url: svc.url,
      token: svc.tokenFor('read'),
    });
    expect(denied.code).toBe(4);
    expect(writes(n)).toEqual([`POST /v1/spaces/${ids.api}/change-requests`]);

    const { rmSync } = await import('node:fs');
    rmSync(join(dir, api), { recursive: true });
    const m = sent.length;
    const missing = await runCli(['sites', 'push', dir, '--site', site, '--merge'], as());
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(`space "${keyOf(ids.api)}": content.directory ./${api} is not a folder`);
    expect(sent.length).toBe(m);
  });
});

describe('a site without sections', () => {
  it('is pulled as top-level spaces, one of them the default, and pushed back with nothing to send', async () => {
    const plain = (await runJson(['sites', 'create', '--title', 'Plain site', '--space', ids.api], as())).id as string;
    const dir = join(tempDir('docs-cli-site-plain-'), 'site');
    expect((await runCli(['sites', 'pull', plain, dir], as())).code).toBe(0);
    const config = parse(readFileSync(join(dir, 'docs.yaml'), 'utf8'));
    expect(config.site.structure).toEqual([
      expect.objectContaining({ type: 'space', default: true, content: { directory: './api' } }),
    ]);
    expect(componentProblems('0.202.0', 'GitSyncSiteConfig', config)).toEqual([]);
    const n = sent.length;
    const res = await runCli(['sites', 'push', dir, '--site', plain], as());
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toBe('api: nothing to push\n');
    expect(writes(n)).toEqual([]);
  });
});

describe('sites pull stays inside its folder', () => {
  it("reads gitbook-docs.yaml (the reference's name) when docs.yaml is absent, and writes back to it", async () => {
    const dir = join(tempDir('docs-cli-site-alias-'), 'site');
    expect((await runCli(['sites', 'pull', site, dir], as())).code).toBe(0);
    const text = readFileSync(join(dir, 'docs.yaml'), 'utf8');
    writeFileSync(join(dir, 'gitbook-docs.yaml'), text.replace('title: Product docs', 'title: Old title'));
    const { rmSync } = await import('node:fs');
    rmSync(join(dir, 'docs.yaml'));
    const res = await runCli(['sites', 'pull', site, dir], as());
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toBe('M gitbook-docs.yaml\n');
    expect(readFileSync(join(dir, 'gitbook-docs.yaml'), 'utf8')).toBe(text);
    expect(existsSync(join(dir, 'docs.yaml'))).toBe(false);
  });

  it('refuses a space folder that is a symbolic link, and one outside the folder', async () => {
    const dir = join(tempDir('docs-cli-site-link-'), 'site');
    expect((await runCli(['sites', 'pull', site, dir], as())).code).toBe(0);
    const yaml = join(dir, 'docs.yaml');
    const config = parse(readFileSync(yaml, 'utf8'));
    const api = directoryOf(config, keyOf(ids.api));
    const outside = tempDir('docs-cli-site-outside-');
    const { rmSync } = await import('node:fs');
    rmSync(join(dir, api), { recursive: true });
    symlinkSync(outside, join(dir, api));
    const res = await runCli(['sites', 'pull', site, dir], as());
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('a symbolic link is on the way');
    expect(existsSync(join(outside, 'README.md'))).toBe(false);

    rmSync(join(dir, api));
    mkdirSync(join(dir, api));
    writeFileSync(yaml, readFileSync(yaml, 'utf8').replace(`directory: ./${api}`, 'directory: /elsewhere'));
    const rooted = await runCli(['sites', 'pull', site, dir], as());
    expect(rooted.code).toBe(2);
    expect(rooted.stderr).toContain('a site pull writes only there');
  });
});

describe('check on a site folder', () => {
  it('refuses a site file over 1 MiB before reading it (exit 2)', async () => {
    const dir = tempDir('docs-cli-site-huge-');
    writeFileSync(join(dir, 'docs.yaml'), `# ${'x'.repeat(1024 * 1024)}\nsite: {title: T, structure: []}\n`);
    const res = await runCli(['check', dir], as());
    expect(res.code).toBe(2);
    expect(res.stderr.split('\n')[0]).toMatch(/docs\.yaml: 1\.0 MiB, more than the 1 MiB a site file may have$/);
  });

  it('checks every space folder, naming files from the site folder', async () => {
    const dir = join(tempDir('docs-cli-site-check-'), 'site');
    expect((await runCli(['sites', 'pull', site, dir], as())).code).toBe(0);
    const config = parse(readFileSync(join(dir, 'docs.yaml'), 'utf8'));
    expect((await runCli(['check', dir], as())).code).toBe(0);
    const fr = directoryOf(config, keyOf(ids.guidesFr));
    writeFileSync(join(dir, fr, 'README.md'), '# Guides\n\nVoir [la page](missing.md).\n');
    const res = await runCli(['check', dir, '-o', 'json'], as());
    expect(res.code).toBe(1);
    expect(JSON.parse(res.stdout)).toEqual([
      expect.objectContaining({ file: `${fr}/README.md`, line: 3, kind: 'broken-link' }),
    ]);
  });
});
