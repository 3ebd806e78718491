/**
 * vitest's global setup: every temporary folder of a run (tempDir(), mkdtemp in the tests, the
 * servers they start) goes under one folder of its own, removed when the run ends. Without it a
 * run leaves thousands of folders in the system's temporary folder, and a machine that runs the
 * suite often ends up creating files there several times slower.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): () => void {
  // vitest runs a global setup once for the root and once per project (vitest.config.ts): only the
  // first makes the folder. Nested ones made a path too long for Chromium's socket (107 bytes).
  if (process.env.DOCS_CLI_TEST_TEMP_ROOT && process.env.TMPDIR === process.env.DOCS_CLI_TEST_TEMP_ROOT)
    return () => {};
  const root = mkdtempSync(join(tmpdir(), 'docs-cli-run-'));
  const previous = process.env.TMPDIR;
  // Test workers start after this and inherit it; os.tmpdir() reads it.
  process.env.TMPDIR = root;
  process.env.DOCS_CLI_TEST_TEMP_ROOT = root;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    delete process.env.DOCS_CLI_TEST_TEMP_ROOT;
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  };
}
