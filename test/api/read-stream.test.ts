import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readBounded } from '../../src/api/transport.js';

/** An answer that settles within a second, or the reason it did not. */
const within = <T>(promise: Promise<T>) =>
  Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: Error & { code?: string }) => ({ error }),
    ),
    new Promise<{ hung: true }>((resolve) => setTimeout(() => resolve({ hung: true }), 1000)),
  ]);

describe('reading an HTTP body into memory (a Node stream, no sink)', () => {
  it('reads every chunk in order', async () => {
    const body = Readable.from([Buffer.from('ab'), Buffer.from('cd'), Buffer.from('e')], { objectMode: false });
    expect((await readBounded(body, 10)).toString()).toBe('abcde');
  });

  it('refuses a body over the limit, naming what sets it, and ends the stream', async () => {
    const body = new PassThrough();
    const read = within(readBounded(body, 5, 'DOCS_CLI_MAX_DOWNLOAD_MB'));
    body.write('abcd');
    body.write('efgh');
    const outcome = await read;
    expect(outcome).toMatchObject({ error: { code: 'ANSWER_TOO_LARGE' } });
    expect((outcome as { error: Error }).error.message).toMatch(/larger than 5 bytes \(DOCS_CLI_MAX_DOWNLOAD_MB/);
    expect(body.destroyed).toBe(true);
  });

  it('fails at once on a body closed while it waited to be read', async () => {
    const body = new PassThrough();
    body.write('partial');
    body.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await within(readBounded(body, 100))).toMatchObject({
      error: { code: 'ERR_STREAM_PREMATURE_CLOSE' },
    });
  });

  it('fails with the error of a body cut off, and on one closed without an end', async () => {
    const reset = new PassThrough();
    const cut = within(readBounded(reset, 100));
    reset.write('part');
    reset.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    expect(await cut).toMatchObject({ error: { code: 'ECONNRESET' } });

    const closed = new PassThrough();
    const early = within(readBounded(closed, 100));
    closed.write('part');
    closed.destroy();
    expect(await early).toMatchObject({ error: { code: 'ERR_STREAM_PREMATURE_CLOSE' } });
  });
});
