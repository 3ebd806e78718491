/** How the request layer reaches a service: over HTTP (undici) or in-process (the embedded workspace). */
export interface TransportRequest {
  method: string;
  /** Path with query string, starting at /v1. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface Transport {
  /** Base URL shown in logs, dry runs and errors. */
  readonly baseUrl: string;
  send(request: TransportRequest): Promise<TransportResponse>;
  close(): Promise<void>;
}

/** A transport failure with a stable code, so retries can tell "never reached the server" apart. */
export class TransportError extends Error {
  constructor(
    message: string,
    readonly code: string,
    /** True when the request provably never reached the server (safe to retry any method). */
    readonly notSent: boolean,
  ) {
    super(message);
  }
}

/** Methods a retry may repeat (RFC 9110's idempotent methods). */
export const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
