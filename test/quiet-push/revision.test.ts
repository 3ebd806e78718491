/**
 * The quiet path's one request (src/quiet-push/revision.ts), against a real node:http server on
 * loopback: the revision of a 200, whether its body comes with a length, in chunks or to the end
 * of the connection; nothing (a hand-over) for any other answer or one it cannot read whole.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okBody, spaceRevision } from '../../src/quiet-push/revision.js';

let server: Server;
let url: string;
const seen: IncomingMessage[] = [];
const ANSWERS: Record<string, (res: ServerResponse) => void> = {
  sized: (res) => {
    const body = JSON.stringify({ id: 'sized', revision: 'r-sized' });
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  },
  chunked: (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"id":"chunked",');
    setTimeout(() => res.end('"revision":"r-chunked"}'), 20);
  },
  missing: (res) => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 404, message: 'not found' }, revision: 'r-missing' }));
  },
  moved: (res) => {
    res.writeHead(302, { location: '/elsewhere' });
    res.end(JSON.stringify({ revision: 'r-moved' }));
  },
  norevision: (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: 'norevision' }));
  },
  notjson: (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html>');
  },
  cut: (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': 500 });
    res.write('{"revision":"r-cut"}');
    setTimeout(() => res.destroy(), 20);
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const space = decodeURIComponent(req.url!.split('/').pop()!);
    (ANSWERS[space] ?? ANSWERS.missing!)(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  url = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ask = async (space: string, base = url) => {
  const asked = spaceRevision(base, 'dct_token', space);
  await asked.sent;
  return asked.revision;
};

describe('spaceRevision', () => {
  it('reads the revision of a 200, by length or in chunks, and asks as the client does', async () => {
    expect(await ask('sized')).toBe('r-sized');
    expect(await ask('chunked')).toBe('r-chunked');
    const req = seen.at(-1)!;
    expect(req.method).toBe('GET');
    expect(req.url).toBe('/v1/spaces/chunked');
    expect(req.headers.authorization).toBe('Bearer dct_token');
    expect(req.headers.accept).toBe('application/json');
    expect(req.headers['user-agent']).toBe('docs-cli');
    // The API URL's path is kept, as the client keeps it.
    expect(await ask('sized', `${url}/`)).toBe('r-sized');
  });

  it('answers nothing for another status, another body, an answer cut short or no service', async () => {
    for (const space of ['missing', 'moved', 'norevision', 'notjson', 'cut'])
      expect(await ask(space), space).toBeUndefined();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await ask('sized', `http://127.0.0.1:${port}`)).toBeUndefined();
    expect(await ask('sized', 'ftp://127.0.0.1:1')).toBeUndefined();
    await expect(spaceRevision(url, 'bad\r\ntoken', 'sized').revision).resolves.toBeUndefined();
  });

  it('is cancelled at once', async () => {
    const asked = spaceRevision(url, 'dct_token', 'chunked');
    asked.cancel();
    expect(await asked.revision).toBeUndefined();
  });
});

describe('okBody', () => {
  const answer = (head: string, body: string) => Buffer.from(`${head}\r\n\r\n${body}`, 'latin1');
  it('takes a body by its length, by chunks, or to the end', () => {
    expect(okBody(answer('HTTP/1.1 200 OK\r\nContent-Length: 2', '{}xx'))?.toString()).toBe('{}');
    expect(okBody(answer('HTTP/1.0 200', '{"a":1}'))?.toString()).toBe('{"a":1}');
    expect(
      okBody(
        answer('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked', '3;x=y\r\n{"a\r\n4\r\n":1}\r\n0\r\n\r\n'),
      )?.toString(),
    ).toBe('{"a":1}');
  });

  it('refuses what it would have to guess at', () => {
    for (const [head, body] of [
      ['HTTP/1.1 201 Created', '{}'],
      ['HTTP/1.1 2000 OK', '{}'],
      ['HTTP/2 200', '{}'],
      ['HTTP/1.1 200 OK\r\nContent-Length: 9', '{}'],
      ['HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 3', '{}x'],
      ['HTTP/1.1 200 OK\r\nContent-Length: -1', '{}'],
      ['HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip', '{}'],
      ['HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked', '2\r\n{}\r\n'],
      ['HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked', 'zz\r\n{}\r\n0\r\n\r\n'],
      ['HTTP/1.1 200 OK\r\nno colon', '{}'],
    ])
      expect(okBody(answer(head!, body!)), head).toBeUndefined();
    expect(okBody(Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 2\r\n'))).toBeUndefined();
  });
});
