/**
 * What an install gets: the packed tarball (no source maps, no native dependency that npm would
 * build on Node 22 and later), and the built files alone, with no node_modules at all: Node 22 and
 * later run the embedded workspace on their built-in SQLite; Node 20 says the step that adds its driver.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const nodes = [process.execPath, ...(process.env.DOCS_CLI_TEST_NODES ?? '').split(':').filter(Boolean)];

describe('the package', () => {
  it('packs no source map and no source, and makes npm build nothing native', async () => {
    const packed = await execa('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT });
    const [manifest] = JSON.parse(String(packed.stdout)) as Array<{ files: Array<{ path: string }> }>;
    const files = (manifest?.files ?? []).map((f) => f.path);
    expect(files).toContain('dist/main.cjs');
    expect(files).toContain('bin/docs-cli.js');
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(files.filter((f) => f.startsWith('src/') || f.startsWith('test/'))).toEqual([]);
    expect(files.filter((f) => f.startsWith('packages/'))).toEqual([]);
  });

  it('leaves npm no install script to warn about: allowScripts approves the ones npm install runs', async () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.allowScripts).toEqual({ 'better-sqlite3': true, esbuild: true });
    // npm 11.16 and later list the unreviewed ones (older npm runs every script and says nothing).
    const listed = await execa('npm', ['install-scripts', 'ls'], { cwd: ROOT, reject: false });
    if (listed.exitCode !== 0 && /Unknown command/i.test(String(listed.stderr))) return;
    expect(String(listed.stdout).trim(), String(listed.stderr)).toBe('No packages with unreviewed install scripts.');
  });

  it('reaches better-sqlite3 only through an optional package npm installs on Node 20 alone', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    // npm installs dependencies and optional dependencies whose engines fit; better-sqlite3 is neither directly.
    expect(Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies })).not.toContain(
      'better-sqlite3',
    );
    expect(pkg.optionalDependencies).toEqual({ 'docs-cli-sqlite-node20': 'file:packages/sqlite-node20' });
    const node20 = JSON.parse(readFileSync(join(ROOT, 'packages/sqlite-node20/package.json'), 'utf8'));
    expect(node20.name).toBe('docs-cli-sqlite-node20');
    expect(node20.private).toBe(true);
    expect(node20.engines).toEqual({ node: '>=20 <22' });
    expect(node20.dependencies['better-sqlite3']).toMatch(/^\^12\./);
    const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
    expect(lock.packages['node_modules/better-sqlite3']?.optional).toBe(true);
  });

  it.skipIf(Number(process.versions.node.split('.')[0]) >= 22)(
    'on Node 20 the driver is found through docs-cli-sqlite-node20 when npm nests better-sqlite3 under it',
    async () => {
      const install = join(tempDir(), 'docs-cli');
      mkdirSync(install);
      for (const part of ['bin', 'dist', 'package.json'])
        cpSync(join(ROOT, part), join(install, part), { recursive: true });
      // The other packages as installed; better-sqlite3 only under the driver's package.
      mkdirSync(join(install, 'node_modules'));
      for (const entry of readdirSync(join(ROOT, 'node_modules')))
        if (!['.cache', 'better-sqlite3', 'docs-cli-sqlite-node20'].includes(entry))
          symlinkSync(join(ROOT, 'node_modules', entry), join(install, 'node_modules', entry));
      const driverPackage = join(install, 'node_modules', 'docs-cli-sqlite-node20');
      cpSync(join(ROOT, 'packages', 'sqlite-node20'), driverPackage, { recursive: true });
      mkdirSync(join(driverPackage, 'node_modules'));
      symlinkSync(join(ROOT, 'node_modules', 'better-sqlite3'), join(driverPackage, 'node_modules', 'better-sqlite3'));
      const res = await execa(process.execPath, [join(install, 'bin', 'docs-cli.js'), 'spaces', 'list'], {
        reject: false,
        extendEnv: false,
        env: { PATH: process.env.PATH, DOCS_CLI_CONFIG_DIR: tempDir(), XDG_DATA_HOME: tempDir() },
      });
      expect(res.exitCode, String(res.stderr)).toBe(0);
      expect(String(res.stdout)).toContain('Getting Started');
    },
  );

  it.each(nodes)(
    'the built files alone, on %s: the embedded workspace, or the step that adds its driver',
    async (node) => {
      const install = join(tempDir(), 'docs-cli');
      mkdirSync(install);
      for (const part of ['bin', 'dist', 'package.json'])
        cpSync(join(ROOT, part), join(install, part), { recursive: true });
      const res = await execa(node, [join(install, 'bin', 'docs-cli.js'), 'spaces', 'list'], {
        reject: false,
        extendEnv: false,
        env: { PATH: process.env.PATH, DOCS_CLI_CONFIG_DIR: tempDir(), XDG_DATA_HOME: tempDir() },
      });
      const major = Number(String((await execa(node, ['-p', 'process.versions.node'])).stdout).split('.')[0]);
      if (major >= 22) {
        expect(res.exitCode, String(res.stderr)).toBe(0);
        expect(String(res.stdout)).toContain('Getting Started');
      } else {
        expect(res.exitCode).toBe(1);
        expect(String(res.stderr)).toMatch(
          /^docs-cli: Node\.js 20\.\S+ needs the SQLite driver better-sqlite3 for the embedded service, and it is not installed: run npm install better-sqlite3@12 beside docs-cli's install \(with -g for a global one\)/,
        );
        expect(String(res.stderr).trim().split('\n')).toHaveLength(1);
      }
    },
  );
});
