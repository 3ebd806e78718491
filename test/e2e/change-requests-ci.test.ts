import { execa } from 'execa';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, runBin } from '../helpers/bin.js';
import { startTestService, type TestService } from '../helpers/service.js';
import { call, importRoot, writeTree } from '../fixtures/content/http.js';

let svc: TestService;
let root: string;

beforeAll(async () => {
  root = importRoot();
  svc = await startTestService({ importRoot: root });
});
afterAll(async () => svc.close());

/** The job a pipeline runs: no terminal, the token only in the environment, stop at the first failure. */
const JOB = `
set -euo pipefail
cli() { node "$BIN" "$@"; }
cr=$(cli cr create --space "$SPACE" --subject "Docs from CI" -o ids)
cli cr import "$cr" "$DOCS" --space "$SPACE" -o json > import.json
page=$(cli cr content pages "$cr" --space "$SPACE" -o json --query "[?path=='setup'].id | [0]" | tr -d '"')
comment=$(cli cr comments create "$cr" --space "$SPACE" --page "$page" --body "Checked by CI" -o ids)
cli cr comments resolve "$cr" "$comment" --space "$SPACE" --json > resolved.json
cli cr diff "$cr" --space "$SPACE" > changes.diff
cli cr merge "$cr" --space "$SPACE" -o json > merge.json
cli spaces content pages "$SPACE" > pages.txt
cli spaces content page "$SPACE" setup > setup.md
cli spaces content get "$SPACE" -o json --query type > type.json
echo "merged $cr"
`;

describe('a CI job with the built binary', () => {
  it('creates a change request, imports, comments and resolves, diffs, merges; the space shows the new content in a merge revision', async () => {
    const space = (await call(svc, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title: 'CI docs' })).body.id as string;
    await call(svc, 'POST', `/v1/spaces/${space}/content/import`, {
      url: `file://${join(root, 'guide')}`,
      source: 'markdown',
    });
    const docs = writeTree(join(root, 'ci-docs'), {
      'setup.md': '# Setup\n\nInstall the tooling, then run the calibration wizard.\n',
      'faq.md': '# FAQ\n\nAnswers from the pipeline.\n',
    });
    const work = join(root, 'work');
    writeTree(work, { '.keep': '' });
    const env = {
      PATH: process.env.PATH,
      BIN,
      SPACE: space,
      DOCS: docs,
      DOCS_CLI_API_URL: svc.url,
      DOCS_CLI_TOKEN: svc.token,
      CI: 'true',
      DOCS_CLI_CONFIG_DIR: join(work, 'config'),
    };
    const job = await execa('bash', ['-c', JOB], { cwd: work, env, extendEnv: false, reject: false, stdin: 'ignore' });
    expect(job.stderr).toBe('');
    expect(job.exitCode).toBe(0);
    expect(job.stdout).toBe('merged 1');

    const read = (f: string) => import('node:fs').then((fs) => fs.readFileSync(join(work, f), 'utf8'));
    expect(JSON.parse(await read('import.json'))).toMatchObject({ importedResources: 2, totalResources: 2 });
    expect(JSON.parse(await read('resolved.json'))).toMatchObject({
      status: 'resolved',
      resolvedBy: { displayName: 'Ada Admin' },
    });
    const diff = await read('changes.diff');
    expect(diff).toContain('diff faq (new page)\n--- /dev/null\n+++ b/faq.md');
    expect(diff).toContain(
      'diff setup\n--- a/setup.md\n+++ b/setup.md\n@@ -1,7 +1,3 @@\n # Setup\n \n-Install the tooling and calibrate the zebrafish sensor.\n',
    );
    expect(diff).toContain('\n+Install the tooling, then run the calibration wizard.\n');
    expect(diff).not.toContain('diff advanced');
    const merge = JSON.parse(await read('merge.json'));
    expect(merge).toEqual({ revision: expect.any(String), result: 'merge' });
    expect(await read('pages.txt')).toContain('\tfaq\tFAQ\n');
    expect(await read('setup.md')).toBe('# Setup\n\nInstall the tooling, then run the calibration wizard.\n');
    expect(JSON.parse(await read('type.json'))).toBe('merge');
    const spaceNow = (await call(svc, 'GET', `/v1/spaces/${space}`)).body;
    expect(spaceNow.revision).toBe(merge.revision);
    expect(spaceNow).toMatchObject({ changeRequests: 1, changeRequestsOpen: 0 });
  });

  it('exits 3 when the change request does not exist, 5 on conflicts, with one line on stderr', async () => {
    const space = (await call(svc, 'POST', `/v1/orgs/${svc.orgId}/spaces`, { title: 'CI conflicts' })).body
      .id as string;
    await call(svc, 'POST', `/v1/spaces/${space}/content/import`, {
      url: `file://${join(root, 'guide')}`,
      source: 'markdown',
    });
    const env = { DOCS_CLI_API_URL: svc.url, DOCS_CLI_TOKEN: svc.token, CI: 'true' };
    const missing = await runBin(['cr', 'merge', '42', '--space', space], env);
    expect(missing.exitCode).toBe(3);
    expect(missing.stderr).toMatch(/^docs-cli: change request 42 not found/);
    for (const text of ['one', 'two']) {
      const dir = writeTree(join(root, `conflict-${text}`), { 'setup.md': `# Setup\n\nVersion ${text}.\n` });
      expect((await runBin(['cr', 'create', '--space', space, '--import', dir], env)).exitCode).toBe(0);
    }
    expect((await runBin(['cr', 'merge', '1', '--space', space], env)).exitCode).toBe(0);
    const conflict = await runBin(['cr', 'merge', '2', '--space', space], env);
    expect(conflict.exitCode).toBe(5);
    expect(conflict.stderr).toContain('page setup (Setup)');
    expect(conflict.stderr).not.toMatch(/at .*\.js:\d+/);
  });
});
