/**
 * The host names `preview` answers: loopback's (localhost, 127.0.0.1, [::1]), the address it was
 * told to listen on, and, listening on every address (0.0.0.0, ::), this machine's own addresses.
 * A request naming any other host (a page of another origin whose DNS name was made to point at
 * this machine: DNS rebinding) gets 421.
 */
import { networkInterfaces } from 'node:os';
import { hostName } from '../common/host-name.js';

export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

export interface PreviewHosts {
  /** Every name answered, as a Host header writes it (IPv6 in brackets), lowercase. */
  names: Set<string>;
}

/** `::1` as a Host header writes it: `[::1]`. */
const asHostName = (host: string) => {
  const lower = host.toLowerCase();
  return lower.includes(':') && !lower.startsWith('[') ? `[${lower}]` : lower;
};

export function previewHosts(listen: string): PreviewHosts {
  const names = new Set<string>([...LOOPBACK_HOSTS, asHostName(listen)]);
  if (listen === '0.0.0.0' || listen === '::' || listen === '[::]')
    for (const addresses of Object.values(networkInterfaces()))
      for (const address of addresses ?? []) names.add(asHostName(address.address.replace(/%.*$/, '')));
  return { names };
}

/** Whether a request with this Host header (none: refused) is one the preview answers. */
export const hostAllowed = (hosts: PreviewHosts, header: string | undefined): boolean =>
  header !== undefined && hosts.names.has(hostName(header));
