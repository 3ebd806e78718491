import { describe, expect, it } from 'vitest';
import { hostName } from '../../src/common/host-name.js';
import { hostAllowed, previewHosts } from '../../src/preview/hosts.js';

/** The Host names `preview` answers (the served behaviour is in test/commands/preview.test.ts). */
describe('preview host names', () => {
  it('reads a Host header as its name: no port, no final dot, lowercase, IPv6 in brackets', () => {
    expect(hostName('localhost:4000')).toBe('localhost');
    expect(hostName('LocalHost.:4000')).toBe('localhost');
    expect(hostName('[::1]:4000')).toBe('[::1]');
    expect(hostName('[::1]')).toBe('[::1]');
    expect(hostName('127.0.0.1')).toBe('127.0.0.1');
    expect(hostName('[::1')).toBe('');
  });

  it('answers loopback names and the --host given, nothing else', () => {
    const loopback = previewHosts('127.0.0.1');
    for (const host of ['localhost:1', '127.0.0.1:1', '[::1]:1', 'LOCALHOST'])
      expect(hostAllowed(loopback, host), host).toBe(true);
    for (const host of [undefined, '', 'evil.example:1', 'localhost.evil.example', '127.0.0.2', '[::1'])
      expect(hostAllowed(loopback, host), String(host)).toBe(false);
    expect(hostAllowed(previewHosts('::1'), '[::1]:8080')).toBe(true);
    expect(hostAllowed(previewHosts('docs.lan'), 'docs.lan:8080')).toBe(true);
    expect(hostAllowed(previewHosts('docs.lan'), 'other.lan:8080')).toBe(false);
  });

  it("listening on every address, answers this machine's addresses too", () => {
    const every = previewHosts('0.0.0.0');
    expect(hostAllowed(every, '127.0.0.1:1')).toBe(true);
    expect(hostAllowed(every, '0.0.0.0:1')).toBe(true);
    expect(hostAllowed(every, 'evil.example:1')).toBe(false);
  });
});
