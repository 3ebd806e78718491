import { issueToken } from './auth/tokens.js';
import { Faults, type FaultOptions } from './faults.js';
import { createHttpServer, listen } from './http.js';
import { openService } from './service.js';
import type { Reference } from './app.js';

export interface StartOptions {
  file: string;
  port: number;
  host: string;
  demo: boolean;
  importRoot?: string;
  /** `--allow-fetch` entries opened on top of the default fetch policy. */
  allowFetch?: readonly string[];
  log?: (line: string) => void;
  maxBodyBytes?: number;
  faults?: FaultOptions;
  /** `current`: serve only what reference 0.202.0 defines. */
  reference?: Reference;
}

export interface RunningServer {
  url: string;
  token: string;
  orgId: string;
  /** Resolves when the server stops (the signal aborts it). */
  closed(signal?: AbortSignal): Promise<void>;
  stop(): Promise<void>;
}

/** `docs-cli server start`: opens the store, issues an admin token, serves over HTTP. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const service = openService({
    file: options.file,
    baseUrl: 'http://127.0.0.1',
    demo: options.demo,
    importRoot: options.importRoot,
    reference: options.reference,
    fetch: { allow: options.allowFetch },
    warn: (line) => options.log?.(`warning: ${line}`),
    onError: (error) => options.log?.(`internal error: ${(error as Error).stack ?? String(error)}`),
  });
  const faults = new Faults(options.faults ?? {});
  const server = createHttpServer(service.app, {
    maxBodyBytes: options.maxBodyBytes,
    faults: faults.active ? faults : undefined,
  });
  if (faults.active) options.log?.(`fault injection on: ${JSON.stringify(options.faults)}`);
  const url = await listen(server, options.port, options.host);
  service.app.svc.config.baseUrl = url;
  const { token } = issueToken(service.db, service.adminUserId, 'server start', new Date());
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= new Promise<void>((resolve) => {
      server.close(() => {
        service.close();
        if (faults.active) options.log?.(`faults injected: ${JSON.stringify(faults.injected)}`);
        resolve();
      });
      server.closeAllConnections();
    });
    return stopped;
  };
  return {
    url,
    token,
    orgId: service.orgId,
    stop,
    closed: (signal) =>
      new Promise<void>((resolve) => {
        if (signal?.aborted) return void stop().then(resolve);
        signal?.addEventListener('abort', () => void stop().then(resolve), { once: true });
        server.once('close', () => resolve());
      }),
  };
}
