import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listener {
  /** `http://host:port` (IPv6 hosts in brackets). */
  url: string;
  port: number;
  /** Every request received, as `METHOD path`. */
  hits: string[];
  close(): Promise<void>;
}

/** A plain HTTP listener on a loopback address, recording each request it receives. */
export async function startListener(
  host: string,
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<Listener> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
