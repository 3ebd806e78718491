/**
 * Where a list goes when it is not a terminal: stdout is written with write(2) (no stream is built
 * for it), so every way that can go wrong is tried through the built binary, against the service
 * over HTTP, with a listing far larger than a pipe holds.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../src/server/store/organizations.js';
import { createUser } from '../../src/server/store/users.js';
import { BIN, runBin } from '../helpers/bin.js';
import { tempDir } from '../helpers/cli.js';
import { startTestService, type TestService } from '../helpers/service.js';

const EXTRA_MEMBERS = 3000; // about 1 MB of jsonl: many times what a pipe holds
let svc: TestService;
let env: Record<string, string>;
let ids: string[];

beforeAll(async () => {
  svc = await startTestService();
  const { db } = svc.service;
  const now = new Date();
  db.tx(() => {
    for (let i = 0; i < EXTRA_MEMBERS; i++) {
      const user = createUser(db, { displayName: `Piped ${i}`, email: `piped-${i}@example.com` }, now);
      addMember(db, svc.orgId, user.id, 'read', now);
    }
  });
  env = { DOCS_CLI_API_URL: svc.url, DOCS_CLI_TOKEN: svc.tokenFor('admin'), DOCS_CLI_CONFIG_DIR: tempDir() };
  const listed = await runBin(['members', 'list', '--all', '-o', 'ids'], env);
  expect(listed.exitCode).toBe(0);
  ids = listed.stdout.split('\n').filter(Boolean);
  expect(ids.length).toBeGreaterThan(EXTRA_MEMBERS);
});
afterAll(async () => svc.close());

const bash = (script: string) =>
  execa('bash', ['--norc', '--noprofile', '-c', script], {
    reject: false,
    env: { PATH: process.env.PATH, ...env },
    extendEnv: false,
    stdin: 'ignore', // a socket on stdin makes bash read ~/.bashrc as if run by rsh
  });
const cli = `"${process.execPath}" "${BIN}" members list --all -o jsonl`;

describe('stdout that is not a terminal', () => {
  it('a reader that leaves early (| head -c 100): exit 0, nothing on stderr', async () => {
    const err = join(tempDir(), 'stderr');
    const res = await bash(`${cli} 2>"${err}" | head -c 100 >/dev/null; echo "exit \${PIPESTATUS[0]}"`);
    expect(res.stdout).toBe('exit 0');
    expect(readFileSync(err, 'utf8')).toBe('');
  });

  it('a full disk (/dev/full): one line naming it, exit 1', async () => {
    const res = await bash(`${cli} >/dev/full`);
    expect(res.exitCode).toBe(1);
    expect(res.stderr).toBe('docs-cli: cannot write the output: no space left on the device');
  });

  it('a pipe handed over non-blocking, read late: every member arrives once, exit 0', async () => {
    // Node's own children always get blocking stdio, so the parent is perl (in every Debian): it
    // makes a pipe, sets O_NONBLOCK on its write end, runs docs-cli on it and reads a second later.
    // Writes then fail with EAGAIN once the pipe is full; docs-cli must wait, not give up.
    const dir = tempDir();
    const script = join(dir, 'nonblocking-pipe.pl');
    writeFileSync(
      script,
      `use strict; use warnings; use Fcntl;
pipe(my $r, my $w) or die "pipe: $!";
my $flags = fcntl($w, F_GETFL, 0) or die; fcntl($w, F_SETFL, $flags | O_NONBLOCK) or die "fcntl: $!";
my $pid = fork() // die "fork: $!";
if ($pid == 0) { close $r; open(STDOUT, '>&', $w) or die "dup: $!"; exec @ARGV or die "exec: $!"; }
close $w;
sleep 1;
open(my $out, '>', $ENV{OUT}) or die; binmode $out;
while (sysread($r, my $buf, 65536)) { print $out $buf }
close $out; waitpid($pid, 0); print STDERR "status ", $? >> 8;
`,
    );
    const out = join(dir, 'out.jsonl');
    const res = await bash(`OUT="${out}" perl "${script}" ${cli}`);
    expect(res.stderr).toBe('status 0');
    const lines = readFileSync(out, 'utf8').split('\n').filter(Boolean);
    expect(lines.map((l) => (JSON.parse(l) as { id: string }).id)).toEqual(ids);
  });
});
