import { describe, expect, it } from 'vitest';
import { runCli, runJson, tempDir } from '../../helpers/cli.js';

describe('server administration commands', () => {
  it('issues a token once, lists it without its value, and revokes it by id only', async () => {
    const dir = tempDir();
    const issued = await runJson(['server', 'token', '--user', 'reed@demo.docs-cli.dev'], { configDir: dir });
    expect(issued.token).toMatch(/^dct_/);
    // A token without a URL is refused unless the embedded workspace is named (--profile local).
    expect((await runCli(['auth', 'status'], { configDir: dir, env: { DOCS_CLI_TOKEN: issued.token } })).code).toBe(2);
    const asReed = await runJson(['auth', 'status', '--profile', 'local'], {
      configDir: dir,
      env: { DOCS_CLI_TOKEN: issued.token },
    });
    expect(asReed.user).toContain('Reed Reader');
    const listed = await runCli(['server', 'tokens', '-o', 'json'], { configDir: dir });
    expect(listed.stdout).toContain(issued.id);
    expect(listed.stdout).not.toContain(issued.token);
    const byToken = await runCli(['server', 'token', '--revoke', issued.token], { configDir: dir });
    expect(byToken.code).toBe(2);
    expect(byToken.stderr).not.toContain(issued.token);
    expect((await runCli(['server', 'token', '--revoke', issued.id], { configDir: dir })).code).toBe(0);
    expect((await runCli(['server', 'token', '--revoke', issued.id], { configDir: dir })).code).toBe(3);
  });

  it('creates a user in the store and its organization', async () => {
    const dir = tempDir();
    const user = await runJson(
      ['server', 'users', '--name', 'Ann Writer', '--email', 'ann@example.com', '--role', 'edit'],
      { configDir: dir },
    );
    expect(user).toMatchObject({ displayName: 'Ann Writer', role: 'edit' });
    const again = await runCli(['server', 'users', '--name', 'Ann', '--email', 'ann@example.com'], { configDir: dir });
    expect(again.code).toBe(5);
    const members = await runJson<Array<{ user: { email: string }; role: string }>>(['members', 'list', '--all'], {
      configDir: dir,
    });
    expect(members.find((m) => m.user.email === 'ann@example.com')?.role).toBe('edit');
  });
});
