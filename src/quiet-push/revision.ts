import type { IncomingMessage } from 'node:http';

/** The most the quiet path waits for the space, and the most it reads of the answer. */
const WAIT_MS = 10_000;
const MAX_ANSWER_BYTES = 1 << 20;

/**
 * The space's revision as `GET /v1/spaces/<id>` answers it (what `preparePush` compares with the
 * memo's), or undefined on anything but a 200 with a revision: a refusal, a redirect, a slow or
 * failed request. The full command then asks again, with its retries and its error messages.
 * `sent` settles once the request is on its way (connected and written: a synchronous walk of
 * the folder would hold it back otherwise), or has failed.
 */
export function spaceRevision(
  apiUrl: string,
  token: string,
  space: string,
  maxAnswerBytes = MAX_ANSWER_BYTES,
): { sent: Promise<void>; revision: Promise<string | undefined>; cancel(): void } {
  let cancel = () => {};
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const revision = new Promise<string | undefined>((resolve) => {
    let url: URL;
    try {
      url = new URL(`${apiUrl.replace(/\/+$/, '')}/v1/spaces/${encodeURIComponent(space)}`);
    } catch {
      resolve(undefined);
      markSent();
      return;
    }
    const https = url.protocol === 'https:';
    if (!https && url.protocol !== 'http:') {
      resolve(undefined);
      markSent();
      return;
    }
    const { request } = process.getBuiltinModule(https ? 'node:https' : 'node:http') as typeof import('node:http');
    const req = request(url, {
      agent: false,
      timeout: WAIT_MS,
      headers: { accept: 'application/json', 'user-agent': 'docs-cli', authorization: `Bearer ${token}` },
    });
    const fail = () => {
      req.destroy();
      resolve(undefined);
      markSent();
    };
    req.on('finish', markSent);
    const timer = setTimeout(fail, WAIT_MS);
    cancel = fail;
    req.on('timeout', fail);
    req.on('error', fail);
    req.on('close', () => clearTimeout(timer));
    req.on('response', (res: IncomingMessage) => {
      if (res.statusCode !== 200) {
        res.resume();
        fail();
        return;
      }
      const parts: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > Math.min(maxAnswerBytes, MAX_ANSWER_BYTES)) fail();
        else parts.push(chunk);
      });
      res.on('error', fail);
      res.on('end', () => {
        clearTimeout(timer);
        try {
          const revision = (JSON.parse(Buffer.concat(parts).toString('utf8')) as { revision?: unknown }).revision;
          resolve(typeof revision === 'string' && revision !== '' ? revision : undefined);
        } catch {
          resolve(undefined);
        }
      });
    });
    req.end();
  });
  return { sent, revision, cancel: () => cancel() };
}
