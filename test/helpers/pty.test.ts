import { describe, expect, it } from 'vitest';
import { spawnPty } from './pty.js';

describe('the pseudo-terminal helper', () => {
  it('gives the program a terminal of the asked size and relays keys and exit codes', async () => {
    const script =
      "process.stdout.write(`${process.stdout.isTTY} ${process.stdout.columns}x${process.stdout.rows}\\n`); process.stdin.once('data', (d) => { process.stdout.write('got ' + JSON.stringify(String(d)) + '\\n'); process.exit(3); });";
    const pty = spawnPty(process.execPath, ['-e', script], { cols: 60, rows: 20, env: { PATH: process.env.PATH } });
    await pty.waitFor('true 60x20');
    pty.write('x\r');
    expect(await pty.exited).toBe(3);
    expect(pty.output()).toContain('got "x');
  });
});
