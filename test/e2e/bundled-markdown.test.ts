/**
 * The built binary bundles micromark, and the markdown patches must reach the copy the bundle
 * parses with (scripts/build.mjs replaces how they find it). A page of 20,000 lazy lines in a
 * quote is linear with the patch (2.5 s here) and quadratic without it (44 s).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';

describe('the bundled markdown parser', () => {
  it('reads a page of 20,000 lazy quote lines in linear time', async () => {
    const folder = join(tempDir(), 'docs');
    mkdirSync(folder);
    // The lazy lines alone take more parser steps than their length allows (`check` refuses them
    // as the service does); a long code block after them, cheap to read, brings the page within.
    const code = `\`\`\`text\n${`${'x'.repeat(99)}\n`.repeat(2000)}\`\`\`\n`;
    writeFileSync(join(folder, 'README.md'), `# Lazy\n\n${'> a\nb\n'.repeat(20000)}\n${code}`);
    const started = Date.now();
    const res = await runBin(['check', folder], { DOCS_CLI_CONFIG_DIR: tempDir() }, { timeout: 40_000 });
    expect(res.exitCode, res.stderr).toBe(0);
    // Loaded 2-core CI allowance; the quadratic parse takes 44 s on this machine.
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 45_000);
});
