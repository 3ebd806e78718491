import type { Server } from 'node:http';
import { issueToken } from '../../src/server/auth/tokens.js';
import { ManualClock, type Clock } from '../../src/server/clock.js';
import type { Reference } from '../../src/server/app.js';
import { createHttpServer, listen, type HttpOptions } from '../../src/server/http.js';
import { openService, type FetchOptions, type Service } from '../../src/server/service.js';
import { findUser } from '../../src/server/store/users.js';
import { DEMO_MEMBERS, ADMIN_EMAIL } from '../../src/server/seed/core.js';
import { testReference } from './test-reference.js';
import { contractViolations, recordExchange, recordRequest, reportContractError } from './contract.js';

export interface TestService {
  url: string;
  /** The demo admin's token. */
  token: string;
  orgId: string;
  service: Service;
  clock: ManualClock | Clock;
  /** A token for a demo member by role key: admin, create, review, edit, comment, read, guest. */
  /** The HTTP server, e.g. to count requests (`server.on('request', ...)`). */
  server: Server;
  tokenFor(role: string): string;
  userId(role: string): string;
  close(): Promise<void>;
}

export interface TestServiceOptions {
  clock?: Clock;
  demo?: boolean;
  file?: string;
  importRoot?: string;
  http?: HttpOptions;
  /** The default policy refuses loopback: tests that import from a local listener open it here. */
  fetch?: FetchOptions;
  /** Check requests against the reference too (default); off only for deliberate fuzzing. */
  checkRequests?: boolean;
  /**
   * The operations served, as `server start --reference` has them. Default: DOCS_CLI_TEST_REFERENCE
   * (the suite's second pass of the command tests sets `current`: only what 0.202.0 defines), else both.
   */
  reference?: Reference;
}

/** What tests that fetch from their own listeners on 127.0.0.1 allow. */
export const ALLOW_LOOPBACK: FetchOptions = { allow: ['127.0.0.1/32'] };

/** The real embedded service over real HTTP on a free loopback port, on a fresh store. */
export async function startTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const clock = options.clock ?? new ManualClock(new Date());
  const service = openService({
    file: options.file ?? ':memory:',
    clock,
    baseUrl: 'http://127.0.0.1',
    demo: options.demo ?? true,
    importRoot: options.importRoot,
    fetch: options.fetch,
    reference: options.reference ?? testReference(),
  });
  const handle = service.app.handle;
  // Every answer the suite receives is checked against the reference schema of its operation.
  service.app.handle = async (req, opts) => {
    const reply = await handle(req, opts);
    try {
      if (options.checkRequests !== false) recordRequest(req.method, req.url, reply.status, req.body);
      recordExchange(req.method, req.url, reply.status, reply.json === undefined ? reply.body : JSON.parse(reply.json));
    } catch (error) {
      reportContractError(error);
    }
    return reply;
  };
  const server: Server = createHttpServer(service.app, options.http);
  const url = await listen(server, 0, '127.0.0.1');
  service.app.svc.config.baseUrl = url;
  const tokens = new Map<string, string>();
  const emailOf = (role: string) => (role === 'admin' ? ADMIN_EMAIL : DEMO_MEMBERS.find((m) => m.key === role)?.email);
  const userId = (role: string) => {
    const email = emailOf(role);
    const user = email && findUser(service.db, email);
    if (!user) throw new Error(`no demo user for role ${role}`);
    return user.id;
  };
  const tokenFor = (role: string) => {
    let t = tokens.get(role);
    if (!t) {
      t = issueToken(service.db, userId(role), 'test', new Date()).token;
      tokens.set(role, t);
    }
    return t;
  };
  return {
    url,
    token: tokenFor('admin'),
    orgId: service.orgId,
    service,
    clock,
    server,
    tokenFor,
    userId,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close(() => {
          service.close();
          const broken = contractViolations();
          if (broken.length) reject(new Error(`answers that break the reference schema:\n${broken.join('\n')}`));
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}

/** A request the service handled, as `recordRequests` keeps it. */
export interface SentRequest {
  method: string;
  url: string;
  body: string;
}

/** Keeps every request `svc` handles from now on (its body as text) in `into`. */
export function recordRequests(svc: TestService, into: SentRequest[]): void {
  const handle = svc.service.app.handle;
  svc.service.app.handle = async (req, opts) => {
    into.push({ method: req.method, url: req.url, body: req.body?.toString('utf8') ?? '' });
    return handle(req, opts);
  };
}
