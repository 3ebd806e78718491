import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allNodes } from '../../src/completion/model.js';
import { commandTree } from '../../src/commands/groups.js';
import { loadModel } from '../../src/completion/load.js';
import { commandReference } from '../../src/docs/reference.js';
import { REFERENCE_FILE } from '../../src/docs/generate.js';
import { runCli } from '../helpers/cli.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const model = loadModel(await commandTree());

describe('help', () => {
  it('docs/commands.md is the reference the command tree generates (npm run gen)', () => {
    const committed = readFileSync(ROOT + REFERENCE_FILE, 'utf8');
    expect(committed, `${REFERENCE_FILE} is stale: run npm run gen`).toBe(commandReference(model));
  });

  it('the reference has a section, usage and examples for every command', () => {
    const doc = commandReference(model);
    for (const node of allNodes(model)) {
      expect(doc).toContain(`\n${'#'.repeat(Math.min(node.path.length + 1, 6))} ${node.path.join(' ')}\n`);
      if (node.spec) {
        expect(doc).toContain(`docs-cli ${node.path.join(' ')} ${node.usage}`);
        for (const example of node.spec.examples) expect(doc).toContain(`$ ${example}`);
      }
    }
  });

  it('every command prints its description, arguments and examples with --help', async () => {
    const res = await runCli(['spaces', 'get', '--help']);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^Usage: docs-cli spaces get \[options\] \[space\]/);
    expect(res.stdout).toContain('Show a space');
    expect(res.stdout).toMatch(/Arguments:\n\s+space\s+space id/);
    expect(res.stdout).toContain('Examples:\n  $ docs-cli spaces get <space-id>');
  });

  it('the program and groups list their commands', async () => {
    const root = await runCli(['--help']);
    expect(root.code).toBe(0);
    for (const group of ['spaces', 'api', 'completion']) expect(root.stdout).toContain(`\n  ${group} `);
    const none = await runCli([]);
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('\n  spaces ');
    const group = await runCli(['completion', '--help']);
    expect(group.stdout).toMatch(/bash\s+Print the bash completion script/);
  });

  it('api --help documents the request options', async () => {
    const res = await runCli(['api', 'request', '--help']);
    for (const flag of [
      '-X, --method',
      '-f, --raw-field',
      '-F, --field',
      '--input',
      '-H, --header',
      '-i, --include',
      '--paginate',
      '--query',
      '--dry-run',
    ]) {
      expect(res.stdout).toContain(flag);
    }
    expect(res.stdout).toContain("$ docs-cli api /orgs/{org}/spaces --paginate --query 'length(@)'");
  });
});
