/**
 * What went wrong in the service, in its own terms: routes, the content engine and the store
 * throw these, and `app.ts` alone turns them into HTTP answers (`{"error": {"code", "message"}}`).
 */
export type ServiceErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'method-not-allowed'
  | 'conflict'
  | 'precondition-failed'
  | 'too-large'
  | 'rate-limited'
  | 'unavailable';

export class ServiceError extends Error {
  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    /** Seconds a caller should wait before trying again (rate limits, a busy store). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ServiceError('invalid', message);
export const unauthorized = (message = 'authentication required: send Authorization: Bearer <token>') =>
  new ServiceError('unauthenticated', message);
export const forbidden = (message: string) => new ServiceError('forbidden', message);
export const notFound = (message: string) => new ServiceError('not-found', message);
export const methodNotAllowed = (message: string) => new ServiceError('method-not-allowed', message);
export const conflict = (message: string) => new ServiceError('conflict', message);
export const preconditionFailed = (message: string) => new ServiceError('precondition-failed', message);
export const tooLarge = (message: string) => new ServiceError('too-large', message);
export const tooManyRequests = (message: string, retryAfter: number) =>
  new ServiceError('rate-limited', message, retryAfter);
export const unavailable = (message: string, retryAfter: number) =>
  new ServiceError('unavailable', message, retryAfter);
