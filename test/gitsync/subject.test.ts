/**
 * The default subject of a pushed change request is stored on the service and read by reviewers:
 * it never holds a local absolute path. In CI it is the commit's subject; otherwise the folder as
 * its repository (or the working directory) names it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPushSubject } from '../../src/gitsync/subject.js';
import { runCli, runJson, tempDir } from '../helpers/cli.js';
import { git } from '../helpers/git.js';
import { startTestService, type TestService } from '../helpers/service.js';

/** What the CLI runs with: git on PATH, no CI. */
const ENV = { PATH: process.env.PATH };

/** A repository `handbook` holding `docs/README.md`, committed with `message` (none: no commit). */
function repository(message?: string): { root: string; docs: string } {
  const root = join(tempDir('docs-cli-subject-'), 'handbook');
  const docs = join(root, 'docs');
  mkdirSync(docs, { recursive: true });
  writeFileSync(join(docs, 'README.md'), '# Home\n');
  git(root, 'init', '-q');
  if (message) {
    git(root, 'add', '-A');
    git(root, 'commit', '-q', '-m', message);
  }
  return { root, docs };
}

describe('the default subject of a push', () => {
  it('names the folder relative to its repository, never by its absolute path', () => {
    const { root, docs } = repository('Add the guide');
    expect(defaultPushSubject(ENV, docs)).toBe('Push docs');
    expect(defaultPushSubject(ENV, 'docs', root)).toBe('Push docs');
    expect(defaultPushSubject(ENV, '.', docs)).toBe('Push docs');
    expect(defaultPushSubject(ENV, root)).toBe('Push handbook');
  });

  it('in CI, is the subject of the commit pushed', () => {
    const { docs } = repository('Fix the install steps\n\nA longer body.');
    expect(defaultPushSubject({ ...ENV, CI: 'true' }, docs)).toBe('Fix the install steps');
    expect(defaultPushSubject({ ...ENV, CI: 'false' }, docs)).toBe('Push docs');
    // A repository without a commit yet: the folder.
    expect(defaultPushSubject({ ...ENV, CI: 'true' }, repository().docs)).toBe('Push docs');
    const long = repository('x'.repeat(150));
    const subject = defaultPushSubject({ ...ENV, CI: 'true' }, long.docs);
    expect(subject).toHaveLength(100);
    expect(subject.endsWith('...')).toBe(true);
  });

  it('in GitHub Actions, is the pull request title, or the pushed commit subject, from the event', () => {
    const { docs } = repository('Merge 1a2b3c into 4d5e6f');
    const event = join(tempDir('docs-cli-subject-event-'), 'event.json');
    const github = { ...ENV, CI: 'true', GITHUB_ACTIONS: 'true', GITHUB_EVENT_PATH: event };
    writeFileSync(event, JSON.stringify({ pull_request: { title: 'Document the new flags' } }));
    expect(defaultPushSubject(github, docs)).toBe('Document the new flags');
    writeFileSync(event, JSON.stringify({ head_commit: { message: 'Fix a typo\n\nIn the guide.' } }));
    expect(defaultPushSubject(github, docs)).toBe('Fix a typo');
    // An event without either (a manual run): the checked-out commit.
    writeFileSync(event, JSON.stringify({ inputs: {} }));
    expect(defaultPushSubject(github, docs)).toBe('Merge 1a2b3c into 4d5e6f');
  });

  it('outside a repository, is the folder relative to the working directory, or its name', () => {
    const work = tempDir('docs-cli-subject-plain-');
    const docs = join(work, 'site', 'docs');
    mkdirSync(docs, { recursive: true });
    expect(defaultPushSubject(ENV, 'site/docs', work)).toBe('Push site/docs');
    expect(defaultPushSubject(ENV, docs, work)).toBe('Push site/docs');
    expect(defaultPushSubject(ENV, docs, tempDir())).toBe('Push docs');
    expect(defaultPushSubject(ENV, '.', docs)).toBe('Push docs');
  });
});

describe('cr push of an absolute path', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestService();
  });
  afterAll(async () => svc.close());

  it('opens a change request whose subject holds no local path', async () => {
    const { docs } = repository('Write the home page');
    const space = (await runJson(['spaces', 'create', '--title', 'Subjects'], { url: svc.url, token: svc.token }))
      .id as string;
    // Uncommitted, so the subject does not end with the commit either.
    writeFileSync(join(docs, 'README.md'), '# Home\n\nChanged.\n');
    const pushed = await runCli(['cr', 'push', docs, '--space', space], {
      url: svc.url,
      token: svc.token,
      env: ENV,
    });
    expect(pushed.code, pushed.stderr).toBe(0);
    const [cr] = await runJson<Array<{ subject: string }>>(['cr', 'list', '--space', space, '--status', 'draft'], {
      url: svc.url,
      token: svc.token,
    });
    expect(cr!.subject).toBe('Push docs');
    expect(cr!.subject).not.toContain(docs);
  });
});
