// Writes docs/reliability.md from one run of the reliability tests: which promise each test file
// keeps, how many of its tests passed, and the figures the tests measured (test/helpers/figures.ts
// records them when DOCS_CLI_FIGURES names a file). Nothing in the page's figures is typed by hand.
//   Usage: npm run reliability:doc        (builds first; runs about 10 minutes on 2 cores)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

/** Each promise the suite keeps: what the tests do (no figures here), their files, the figures they record. */
const PROMISES = [
  {
    promise: 'retries only what the contract allows',
    does: '`server start --fault-*`: 502/503 on every request, 500, a seeded error rate, 429 with `Retry-After`, connection resets after processing, a refused port',
    files: ['test/reliability/faults.test.ts'],
    figures: [],
  },
  {
    promise: 'retried writes apply once; a killed import leaves the store consistent',
    does: 'team member add/remove/set-role/sync under lost answers; SIGKILL at many points of a large import into the embedded store, then an integrity check',
    files: ['test/reliability/durability.test.ts'],
    figures: ['durability-retries', 'durability-kill'],
  },
  {
    promise: 'Ctrl-C stops promptly; concurrent writers lose nothing',
    does: 'SIGINT during `spaces list --all` and at several points of `teams members sync`; 8 processes writing one embedded store',
    files: ['test/reliability/process.test.ts'],
    figures: ['sync-interrupts', 'concurrency'],
  },
  {
    promise: 'the service stays up under load',
    does: '16 connections of mixed reads and writes to `server start`, then a clean exit',
    files: ['test/reliability/soak.test.ts'],
    figures: ['soak'],
  },
  {
    promise: 'bad input never crashes or reaches the service',
    does: 'every command fed missing, empty, blank, long, over-the-limit, wrong-pattern, wrong-type, out-of-range and wrong-enum values, unknown flags and bad `--query`',
    files: ['test/commands/bad-input.test.ts'],
    figures: ['bad-input'],
  },
  {
    promise: 'the service never answers 500',
    does: 'fast-check: random and malformed bodies, query strings and path segments to every route, then store invariants (foreign keys, revision chains, counters)',
    files: ['test/server/property.test.ts'],
    figures: ['property'],
  },
  {
    promise: 'roles are enforced',
    does: 'every mutating route × every role and an outsider, with a store snapshot around each refusal',
    files: ['test/server/auth/permissions.test.ts'],
    figures: ['permissions'],
  },
  {
    promise: 'secrets stay secret; the store is private at rest',
    does: 'tokens hashed at rest, near-miss and revoked tokens refused, no token on argv or in any output, integration secrets in no answer; store files 0600 under any umask',
    files: [
      'test/server/security.test.ts',
      'test/server/integrations-secrets.test.ts',
      'test/server/store/at-rest.test.ts',
    ],
    figures: ['security'],
  },
  {
    promise: 'answers are safe to open',
    does: 'security headers on every kind of answer; uploaded SVG and HTML with script opened from its download URL and from a published page in headless Chromium; framing by another origin refused',
    files: ['test/server/security-headers.test.ts'],
    figures: [],
  },
  {
    promise: 'decompression, fetching and reads are bounded',
    does: 'a zip of 1 GiB of zeros imported once and ten at once by an edit member; hostile sources (endless, slow, redirect loops); 8 concurrent batches of large `url` files against the fetch budget; bodies over the limit',
    files: [
      'test/server/content/import-bounds.test.ts',
      'test/server/fetch/hostile-sources.test.ts',
      'test/server/fetch/budget.test.ts',
      'test/server/body-limit.test.ts',
    ],
    figures: ['zip-bomb', 'zip-bomb-x10', 'fetch-budget'],
  },
  {
    promise: 'one page cannot stall the service',
    does: 'an edit member posts slow-to-parse pages to a separate `server start` under a steady read load; generated nested and repeated pages; views of the worst accepted page against an ordinary one; JSON documents and markdown nested 1,000 and 10,000 deep while `GET /v1/user` is asked, and `check` of the same markdown',
    files: [
      'test/server/content/budgets.test.ts',
      'test/server/content/nesting-bounds.test.ts',
      'test/common/markdown/bounds.test.ts',
      'test/common/markdown/lazy-lines.test.ts',
    ],
    figures: [
      'markdown-budget',
      'markdown-generated',
      'markdown-views',
      'nesting-service',
      'nesting-check',
      'attack-check',
    ],
  },
  {
    promise: 'redirects cost a published 404 nothing that grows with them',
    does: 'a separate `server start` publishing spaces with 5,000 and 40,000 `.gitbook.yaml` redirects and a site with 50,000 redirects (the limits, one more refused), 404s timed while `GET /v1/user` is asked; CR/LF/NUL destinations and hostile wildcard tails; `check` of 40,000',
    files: ['test/e2e/redirect-bounds.test.ts'],
    figures: ['redirects-gitbook-yaml-5000', 'redirects-gitbook-yaml-40000', 'redirects-site', 'redirects-check'],
  },
  {
    promise: 'a pull stays in its folder, and a hostile service cannot hold it',
    does: 'symbolic links in the folder, hostile names from the service, a download that fails midway (the folder is left as it was); endless, huge and slow JSON answers and downloads against `DOCS_CLI_TIMEOUT` and the byte limits',
    files: ['test/gitsync/pull-safety.test.ts', 'test/api/hostile-service.test.ts'],
    figures: [],
  },
];

const files = [...new Set(PROMISES.flatMap((p) => p.files))];
for (const file of files)
  if (!existsSync(join(root, file)))
    throw new Error(`${file} is named in scripts/reliability-doc.mjs but does not exist`);

const work = mkdtempSync(join(tmpdir(), 'docs-cli-reliability-'));
const results = join(work, 'results.json');
const figuresFile = join(work, 'figures.jsonl');
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync(
  'npx',
  ['vitest', 'run', ...files, '--reporter=default', '--reporter=json', `--outputFile.json=${results}`],
  { cwd: root, stdio: 'inherit', env: { ...process.env, DOCS_CLI_FIGURES: figuresFile } },
);
if (!existsSync(results)) {
  console.error('the test run wrote no results');
  process.exit(run.status ?? 1);
}

const report = JSON.parse(readFileSync(results, 'utf8'));
/** Passed, failed and skipped tests of each file. */
const counts = new Map();
for (const suite of report.testResults) {
  const file = relative(root, suite.name);
  const c = { passed: 0, failed: 0, skipped: 0 };
  for (const test of suite.assertionResults) {
    if (test.status === 'passed') c.passed++;
    else if (test.status === 'failed') c.failed++;
    else c.skipped++;
  }
  counts.set(file, c);
}
const measured = new Map();
if (existsSync(figuresFile))
  for (const line of readFileSync(figuresFile, 'utf8').split('\n').filter(Boolean)) {
    const { name, text } = JSON.parse(line);
    measured.set(name, text);
  }

const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
const cell = (s) => String(s).replaceAll('|', '\\|').replaceAll('\n', ' ');
const date = new Date().toISOString();
const lines = [
  '# Reliability',
  '',
  'Generated by `npm run reliability:doc` (scripts/reliability-doc.mjs) from one run of the tests',
  'named below; not edited by hand. Each test fails when its promise breaks, and every one of them',
  'also runs in `npm test` on every Node line CI covers. Performance figures: [performance.md](performance.md).',
  '',
  `Run ${date.slice(0, 16).replace('T', ' ')} UTC on Node ${process.version}, commit ${commit || 'unknown'}.`,
  '',
  '| promise | what the tests do | tests | measured in this run |',
  '|---|---|---|---|',
];
let failed = 0;
for (const p of PROMISES) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const file of p.files) {
    const c = counts.get(file) ?? { passed: 0, failed: 0, skipped: 0 };
    total.passed += c.passed;
    total.failed += c.failed;
    total.skipped += c.skipped;
  }
  failed += total.failed;
  const tests = `${total.passed} passed${total.failed ? `, ${total.failed} FAILED` : ''}${total.skipped ? `, ${total.skipped} skipped` : ''} (${p.files.map((f) => `\`${f.replace(/^test\//, '')}\``).join(', ')})`;
  const figures = p.figures.map((name) =>
    measured.has(name) ? `${name}: ${measured.get(name)}` : `${name}: not measured`,
  );
  lines.push(
    `| ${cell(p.promise)} | ${cell(p.does)} | ${cell(tests)} | ${cell(figures.join('; ') || '(pass or fail only)')} |`,
  );
}
lines.push('');
writeFileSync(join(root, 'docs', 'reliability.md'), lines.join('\n'));
console.error(`wrote docs/reliability.md (${failed} failed)`);
process.exit(failed ? 1 : 0);
