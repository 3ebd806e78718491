import { describe, expect, it } from 'vitest';
import { Agent, request } from 'undici';
import { startServerProcess } from '../helpers/server-process.js';
import { figure } from '../helpers/figures.js';

/**
 * `docs-cli server start` under a bounded mixed read/write load from 16 connections on loopback:
 * no 5xx, no abort (better-sqlite3 12 aborted Node 24 when statements were freed). It runs for
 * DOCS_CLI_SOAK_SECONDS (default 5; .ci/run gives the Node 24 run 60).
 */
const SECONDS = Number(process.env.DOCS_CLI_SOAK_SECONDS ?? 5);
const CONNECTIONS = 16;

describe('server start under load', () => {
  it(
    `answers ${CONNECTIONS} connections of mixed reads and writes for ${SECONDS} s with no 5xx and exits cleanly`,
    async () => {
      const server = await startServerProcess([]);
      const dispatcher = new Agent({ connections: CONNECTIONS, pipelining: 1 });
      const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
      const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) => {
        const res = await request(`${server.url}/v1${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          dispatcher,
        });
        const text = await res.body.text();
        return { status: res.statusCode, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
      };
      const org = ((await call('GET', '/orgs')).json.items as Array<{ id: string }>)[0]!.id;
      const statuses = new Map<number, number>();
      const count = (s: number) => statuses.set(s, (statuses.get(s) ?? 0) + 1);
      const until = Date.now() + SECONDS * 1000;
      let operations = 0;

      const worker = async (n: number) => {
        for (let i = 0; Date.now() < until; i++) {
          const created = await call('POST', `/orgs/${org}/spaces`, { title: `Load ${n}-${i}` });
          count(created.status);
          const id = created.json.id as string;
          const steps = [
            () => call('GET', `/orgs/${org}/spaces?limit=50`),
            () => call('GET', `/spaces/${id}`),
            () => call('PATCH', `/spaces/${id}`, { title: `Load ${n}-${i} renamed` }),
            () => call('GET', `/spaces/${id}/content`),
            () => call('GET', `/orgs/${org}/members?limit=20`),
            () => call('DELETE', `/spaces/${id}`),
          ];
          for (const step of steps) count((await step()).status);
          operations += steps.length + 1;
        }
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => worker(n)));
      await dispatcher.close();

      expect(server.process.exitCode ?? null).toBeNull();
      await server.stop();
      const result = await server.process;
      expect(String(result.stderr)).not.toMatch(/Assertion failed|Aborted|core dumped/);
      expect(result.signal ?? null).toBeNull();
      // Every request is valid and its resource exists: anything but 2xx (a 5xx above all) is a failure.
      expect([...statuses].filter(([s]) => s >= 300)).toEqual([]);
      expect(operations).toBeGreaterThan(CONNECTIONS * 7);
      figure(
        'soak',
        `Node ${process.versions.node}: ${operations} requests in ${SECONDS} s, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
    },
    SECONDS * 1000 + 60_000,
  );
});
