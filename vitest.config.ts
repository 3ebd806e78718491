import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that run alone, after the rest: those that load the machine on purpose, and those that
 * hold a time bound tight enough that a second test file beside them would decide it. Every
 * other file runs beside another (two at once on a 2-core machine): most wait on child
 * processes and sockets, or keep one core of two busy.
 */
const ALONE = [
  'test/e2e/real-repos-under-load.test.ts',
  'test/e2e/busy-machine.test.ts',
  'test/reliability/soak.test.ts',
  'test/reliability/process.test.ts',
  'test/reliability/faults.test.ts',
  'test/server/content/budgets.test.ts',
  'test/server/content/nesting-bounds.test.ts',
  'test/server/content/import-bounds.test.ts',
  'test/server/work/nesting.test.ts',
  'test/server/work/pool.test.ts',
  'test/server/security.test.ts',
  'test/api/transport-interrupt.test.ts',
  'test/api/transport-keepalive.test.ts',
  'test/api/hostile-service.test.ts',
  'test/api/https.test.ts',
  'test/api/close-retries.test.ts',
  'test/common/markdown/lazy-lines.test.ts',
  'test/common/markdown/bounds.test.ts',
  'test/common/markdown/html-nesting.test.ts',
  'test/common/json-depth.test.ts',
  'test/common/gitsync/plain-redirects.test.ts',
  'test/site/export.test.ts',
  'test/e2e/redirect-bounds.test.ts',
  'test/commands/preview.test.ts',
  'test/bench/engine-ab.test.ts',
];
const BESIDE = Math.max(2, availableParallelism() - 1);

/**
 * The slowest files (the real repositories' among them), started first so that none is left
 * running alone at the end. Vitest orders by the durations of earlier runs when it has them, by
 * file size on a fresh clone, where a small slow file would start last.
 */
const SLOWEST = [
  'test/site/real-repos.test.ts',
  'test/e2e/git-sync-repos.test.ts',
  'test/output/lists-fit.test.ts',
  'test/gitsync/check-facts.test.ts',
  'test/reliability/durability.test.ts',
  'test/common/markdown/real-markdown.test.ts',
  'test/site/real-repos-llms.test.ts',
  'test/e2e/quiet-push.test.ts',
  'test/site/browser.test.ts',
  'test/e2e/real-repos-under-load.test.ts',
];

// A renamed file would leave these lists silently (and run beside others, or start late).
const unknown = [...ALONE, ...SLOWEST].filter((path) => !existsSync(fileURLToPath(new URL(path, import.meta.url))));
if (unknown.length) throw new Error(`vitest.config.ts lists test files that do not exist: ${unknown.join(', ')}`);

class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const i = SLOWEST.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return i < 0 ? SLOWEST.length : i;
    };
    return sorted
      .map((file, i) => ({ file, i, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.i - b.i)
      .map(({ file }) => file);
  }
}

export default defineConfig({
  test: {
    globalSetup: ['test/helpers/temp-root.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    sequence: { sequencer: SlowestFirst },
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results.json' },
    projects: [
      {
        extends: true,
        test: { name: 'default', include: ['test/**/*.test.ts'], exclude: ALONE, maxWorkers: BESIDE },
      },
      // After the others (vitest runs a project of one worker last), one file at a time.
      { extends: true, test: { name: 'alone', include: ALONE, maxWorkers: 1 } },
      // The command tests once more against a service that serves only what the current reference
      // (@gitbook/api 0.202.0) defines, as `server start --reference current` and the hosted
      // service do (test/helpers/test-reference.ts). `--project default` skips this pass.
      {
        extends: true,
        test: {
          name: 'reference-current',
          include: ['test/commands/**/*.test.ts'],
          maxWorkers: BESIDE,
          // Not again: tests that send no request whose operation the references differ on (type
          // checks, help and hints, start-up loading, local previews), and one that runs both already.
          exclude: [
            'test/commands/typed-commands.test.ts',
            'test/commands/help.test.ts',
            'test/commands/hints.test.ts',
            'test/commands/startup.test.ts',
            'test/commands/preview.test.ts',
            'test/commands/preview-agents.test.ts',
            'test/commands/sites/section-groups-reference.test.ts',
          ],
          env: { DOCS_CLI_TEST_REFERENCE: 'current' },
          // Tests of the seed's operations on purpose are skipped there, with their reason (test/helpers/seed-only.ts).
          setupFiles: ['test/helpers/reference-pass-setup.ts'],
        },
      },
    ],
  },
});
