import { CliError, ExitCode } from '../errors.js';
import type { Service } from '../server/assemble.js';
import type { Transport, TransportRequest, TransportResponse } from './transport.js';

export const EMBEDDED_BASE_URL = 'local://embedded';

/** The `local` profile: requests go straight to the embedded service's handler, no socket. */
export class LocalTransport implements Transport {
  readonly baseUrl = EMBEDDED_BASE_URL;
  readonly organization: string;
  constructor(private readonly service: Service) {
    this.organization = service.orgId;
  }

  async send(req: TransportRequest): Promise<TransportResponse> {
    const reply = await this.service.app.handle(
      {
        method: req.method,
        url: req.path,
        headers: req.headers,
        body: req.body === undefined ? undefined : Buffer.from(req.body),
      },
      { trustedUserId: this.service.adminUserId },
    );
    const headers: Record<string, string> = { ...reply.headers };
    let body: Buffer;
    if (reply.raw) body = reply.raw;
    else if (reply.body === undefined && reply.json === undefined) body = Buffer.alloc(0);
    else {
      body = Buffer.from(reply.json ?? JSON.stringify(reply.body));
      headers['content-type'] = 'application/json';
    }
    if (req.sink && reply.status >= 200 && reply.status < 300) {
      await req.sink.write(body);
      return { status: reply.status, headers, body: Buffer.alloc(0) };
    }
    return { status: reply.status, headers, body };
  }

  async close(): Promise<void> {
    this.service.close();
  }
}

/** Warnings go to stderr only on a terminal (the output contract). */
const warnOnTerminal = (line: string) => {
  if (process.stderr.isTTY) process.stderr.write(`docs-cli: warning: ${line}\n`);
};

/**
 * The embedded workspace in-process; `reference: 'current'` (DOCS_CLI_REFERENCE=current) serves
 * only what reference 0.202.0 defines, as `server start --reference current` does (`seed`: only
 * what 0.137.0 defines).
 */
export async function openLocalTransport(file: string, reference?: string): Promise<LocalTransport> {
  const { openServiceLazily } = await import('../server/assemble.js');
  const { dirname, join } = await import('node:path');
  try {
    const service = await openServiceLazily({
      file,
      baseUrl: EMBEDDED_BASE_URL,
      allowAnyFile: true,
      fetch: { unrestricted: true },
      warn: warnOnTerminal,
      publishDir: join(dirname(file), 'published'),
      ...(reference === 'current' || reference === 'seed' ? { reference } : {}),
    });
    return new LocalTransport(service);
  } catch (error) {
    // Node 20 without the SQLite driver: the message names the one step that installs it.
    if ((error as { code?: unknown }).code === 'DOCS_CLI_NO_SQLITE_DRIVER')
      throw new CliError((error as Error).message, ExitCode.failure);
    throw error;
  }
}
