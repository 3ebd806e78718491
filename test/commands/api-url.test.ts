/**
 * The API URL is checked before anything is sent: the built binary refuses what it cannot use in
 * one line, exit 2, and never shows a password written into the URL.
 */
import { describe, expect, it } from 'vitest';
import { runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';

const list = (url: string) =>
  runBin(['spaces', 'list', '--org', 'abc'], {
    DOCS_CLI_API_URL: url,
    DOCS_CLI_TOKEN: 'x',
    DOCS_CLI_CONFIG_DIR: tempDir(),
  });

describe('DOCS_CLI_API_URL', () => {
  it.each([
    ['notaurl', /^docs-cli: invalid API URL "notaurl": expected http\(s\):\/\/host\[:port\]$/],
    ['http://[::1', /^docs-cli: invalid API URL "http:\/\/\[::1": expected/],
    ['ftp://example.org', /^docs-cli: invalid API URL "ftp:\/\/example.org": only http and https are supported$/],
    [
      'http://me:s3cret@127.0.0.1:9',
      /^docs-cli: invalid API URL http:\/\/127\.0\.0\.1:9: it holds a user name or password/,
    ],
  ])('%s is refused in one line, exit 2', async (url, message) => {
    const res = await list(url);
    expect(res.exitCode).toBe(2);
    expect(res.stderr.trim().split('\n')[0]).toMatch(message);
    expect(res.stderr).not.toContain('s3cret');
    expect(res.stdout).toBe('');
  });
});
