import { describe, expect, it } from 'vitest';
import { isTemporary, retryAnswer } from '../../../src/server/content/markdown-work.js';
import { serviceErrorReply } from '../../../src/server/app.js';
import { ServiceError } from '../../../src/server/errors.js';
import type { WorkFailure } from '../../../src/server/work/pool.js';

/** What the service answers for content work that failed, whatever the work was (a push, a page view, a publish). */
describe('content work that may pass when tried again', () => {
  it('is no worker free, the watchdog, or a worker that stopped: never a limit, memory or an error', () => {
    const failures: WorkFailure[] = [
      { kind: 'busy' },
      { kind: 'time', ms: 500, step: 1 },
      { kind: 'stopped', step: 1 },
      { kind: 'limit', message: 'too deep', step: 1 },
      { kind: 'memory', mb: 256, step: 1 },
      { kind: 'error', message: 'broken', step: 1 },
    ];
    expect(failures.filter(isTemporary).map((f) => f.kind)).toEqual(['busy', 'time', 'stopped']);
  });

  it('is answered 503 with Retry-After, naming what was being done and that nothing was applied', () => {
    const stopped = retryAnswer({ kind: 'stopped', step: 1 }, 'reading changes[1].document.markdown', true);
    const reply = (error: Error) => serviceErrorReply(error as ServiceError);
    expect(stopped).toBeInstanceOf(ServiceError);
    expect(reply(stopped)).toEqual({
      status: 503,
      headers: { 'retry-after': '2' },
      body: {
        error: {
          code: 503,
          message:
            "the service's content worker stopped while reading changes[1].document.markdown; nothing was applied; try again shortly",
        },
      },
    });
    const time = reply(retryAnswer({ kind: 'time', ms: 500 }, 'rendering this page'));
    expect(time.status).toBe(503);
    expect(Number(time.headers?.['retry-after'])).toBeGreaterThan(0);
    expect((time.body as { error: { message: string } }).error.message).toMatch(
      /^the service was busy and did not finish rendering this page within .+; try again shortly$/,
    );
    const busy = reply(retryAnswer({ kind: 'busy' }, 'rendering guide.md'));
    expect([busy.status, busy.headers]).toEqual([503, { 'retry-after': '2' }]);
  });
});
