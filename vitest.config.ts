import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['test/helpers/temp-root.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: 'forks',
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results.json' },
    projects: [
      { extends: true, test: { name: 'default', include: ['test/**/*.test.ts'] } },
      // The command tests once more against a service that serves only what the current reference
      // (@gitbook/api 0.202.0) defines, as `server start --reference current` and the hosted
      // service do (test/helpers/test-reference.ts). `--project default` skips this pass.
      {
        extends: true,
        test: {
          name: 'reference-current',
          include: ['test/commands/**/*.test.ts'],
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
