import { execa } from 'execa';
import { randomBytes } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openService } from '../../../src/server/service.js';
import { readIntegrationSecrets } from '../../../src/server/store/extensions/integrations.js';
import { BIN, runBin } from '../../helpers/bin.js';
import { tempDir } from '../../helpers/cli.js';
import { startServerProcess, type ServerProcess } from '../../helpers/server-process.js';

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);
const SECRET = `sk-live-${randomBytes(16).toString('hex')}`;

async function publishWithSecret(server: ServerProcess, name: string, secret: string): Promise<void> {
  const res = await fetch(`${server.url}/v1/integrations/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Vault',
      description: 'd',
      script: 's',
      organization: server.orgId,
      secrets: { API_KEY: secret },
    }),
  });
  expect(res.status).toBe(200);
}

/** What `strings` finds in a file: the test asks the same tool an attacker would. */
async function strings(path: string): Promise<string> {
  return (await execa('strings', ['-n', '6', path])).stdout;
}

describe('a store created by server start under umask 022', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess([], { umask: '022' });
    await publishWithSecret(server, 'vault', SECRET);
  }, 60_000);
  afterAll(async () => server?.stop());

  it('is 0600 with its WAL files and key, in a folder created 0700', () => {
    const file = server.dataFile;
    expect(existsSync(`${file}-wal`)).toBe(true);
    expect(existsSync(`${file}-shm`)).toBe(true);
    for (const path of [file, `${file}-wal`, `${file}-shm`, `${file}.key`]) expect(mode(path), path).toBe('600');
    expect(mode(dirname(file))).toBe('700');
    expect(server.stderr()).not.toContain('warning');
  });

  it('holds the integration secret in no readable form, in the database or its WAL, before and after stopping', async () => {
    const files = () => [server.dataFile, `${server.dataFile}-wal`].filter(existsSync);
    for (const path of files()) expect(await strings(path), path).not.toContain(SECRET.slice(0, 12));
    // The scan does see plain text that is stored: the integration's own title.
    expect((await Promise.all(files().map(strings))).join('\n')).toContain('Vault');
    await server.stop();
    for (const path of files()) expect(readFileSync(path).includes(Buffer.from(SECRET))).toBe(false);
  });

  it('a copy of the database without its key file opens no secret and signs nothing the service accepts', async () => {
    const copy = join(tempDir('docs-cli-copy-'), 'stolen.db');
    copyFileSync(server.dataFile, copy);
    const service = openService({ file: copy, baseUrl: 'http://127.0.0.1' });
    let forgedWith: string;
    try {
      const id = service.db.get<{ id: string }>("SELECT id FROM integrations WHERE name = 'vault'")!.id;
      expect(() => readIntegrationSecrets(service.db, service.app.svc.config.secrets, id)).toThrow();
      forgedWith = service.app.svc.config.secret;
    } finally {
      service.close();
    }
    // With the key beside it (a real move of the store) they open.
    const moved = join(tempDir('docs-cli-move-'), 'moved.db');
    copyFileSync(server.dataFile, moved);
    copyFileSync(`${server.dataFile}.key`, `${moved}.key`);
    const again = openService({ file: moved, baseUrl: 'http://127.0.0.1' });
    try {
      const id = again.db.get<{ id: string }>("SELECT id FROM integrations WHERE name = 'vault'")!.id;
      expect(readIntegrationSecrets(again.db, again.app.svc.config.secrets, id)).toEqual({ API_KEY: SECRET });
      // Nor does the copy sign download links and visitor tokens as the service does.
      expect(again.app.svc.config.secret).not.toBe(forgedWith);
      const stored = again.db.get<{ value: string }>("SELECT value FROM meta WHERE key = 'secret'")!.value;
      expect(again.app.svc.config.secret).not.toBe(stored);
    } finally {
      again.close();
    }
  });
});

describe('existing stores and the embedded profile', () => {
  it('tightens an existing 0644 store and key on open, with a warning', async () => {
    const dir = tempDir('docs-cli-loose-');
    const file = join(dir, 'loose.db');
    const seeded = await runBin(['server', 'tokens', '--data', file], { DOCS_CLI_CONFIG_DIR: join(dir, 'config') });
    expect(seeded.exitCode, seeded.stderr).toBe(0);
    chmodSync(file, 0o644);
    chmodSync(`${file}.key`, 0o644);
    const server = await startServerProcess([], { dataFile: file });
    try {
      expect(mode(file)).toBe('600');
      expect(mode(`${file}.key`)).toBe('600');
      expect(server.stderr()).toContain(`warning: ${file} was readable by other users (mode 644); it is now 600`);
      expect(server.stderr()).toContain(`warning: ${file}.key was readable by other users (mode 644); it is now 600`);
    } finally {
      await server.stop();
    }
  });

  it('the local profile creates its data folder 0700 and local.db 0600 under umask 022', async () => {
    const home = tempDir('docs-cli-home-');
    const data = join(home, 'fresh', 'data');
    const res = await execa('sh', ['-c', `umask 022 && exec node '${BIN}' spaces list -o ids`], {
      env: { PATH: process.env.PATH, DOCS_CLI_CONFIG_DIR: join(home, 'config'), DOCS_CLI_DATA_DIR: data },
      extendEnv: false,
      reject: false,
    });
    expect(res.exitCode, String(res.stderr)).toBe(0);
    expect(mode(data)).toBe('700');
    for (const name of ['local.db', 'local.db.key']) expect(mode(join(data, name)), name).toBe('600');
    // A folder that already exists is the user's: docs-cli does not change it.
    const shared = join(home, 'shared');
    mkdirSync(shared, { mode: 0o755 });
    chmodSync(shared, 0o755);
    expect(
      (
        await runBin(['server', 'tokens', '--data', join(shared, 's.db')], {
          DOCS_CLI_CONFIG_DIR: join(home, 'config'),
        })
      ).exitCode,
    ).toBe(0);
    expect(mode(shared)).toBe('755');
    expect(mode(join(shared, 's.db'))).toBe('600');
  });
});

describe('documentation never shows a literal token', () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const reference = readFileSync(new URL('../../../docs/commands.md', import.meta.url), 'utf8');

  it('README and the command reference set tokens only with read -s, --with-token or $(...)', () => {
    for (const text of [readme, reference]) {
      expect(text).not.toMatch(/DOCS_CLI_TOKEN=(?!\$\(|"\$\(cat )[^\s`]/);
      expect(text).not.toMatch(/\bdct_[A-Za-z0-9]/);
      expect(text).not.toMatch(/echo "?\$TOKEN"? \|/);
    }
    expect(readme).toContain('read -rs DOCS_CLI_TOKEN && export DOCS_CLI_TOKEN');
    expect(readme).toContain('--with-token --profile work < token.txt');
    expect(reference).toContain('--with-token --profile ci < token.txt');
  });

  it('the service page names the limits of imports and fetches', () => {
    const service = readFileSync(new URL('../../../docs/service.md', import.meta.url), 'utf8');
    for (const limit of ['10 MiB', '100 MiB', '5000', '50 MiB', '15 s', '--allow-fetch <cidr|host>'])
      expect(service).toContain(limit);
  });
});
