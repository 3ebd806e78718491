import { createRequire } from 'node:module';
import type Ipaddr from 'ipaddr.js';

type Address = Ipaddr.IPv4 | Ipaddr.IPv6;

/** The address library loads on the first check (a service that fetches nothing never loads it). */
let loaded: typeof Ipaddr | undefined;
const ipaddr = () => (loaded ??= createRequire(import.meta.url)('ipaddr.js') as typeof Ipaddr);

/** One `--allow-fetch` entry: an address range, or a host name matched as the URL spells it. */
type Allowance = { kind: 'range'; range: [Address, number] } | { kind: 'host'; host: string };

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Where the service may fetch. By default only global unicast addresses: loopback, private,
 * link-local, unique-local, unspecified and the translation ranges that embed IPv4 (6to4, NAT64,
 * Teredo) are refused. IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry.
 */
export class FetchPolicy {
  private allowances?: Allowance[];

  private constructor(
    /** The in-process profile fetches whatever its own user asks. */
    readonly allowAll: boolean,
    private readonly entries: readonly string[],
  ) {
    // Entries are checked at once when there are any (a typo fails at start, not at the first fetch).
    if (entries.length) this.parsed();
  }

  private parsed(): Allowance[] {
    this.allowances ??= this.entries.map(parseAllowance);
    return this.allowances;
  }

  static unrestricted(): FetchPolicy {
    return new FetchPolicy(true, []);
  }

  /** Throws an Error naming the entry when one is neither a CIDR, an address nor a host name. */
  static fromAllowList(entries: readonly string[]): FetchPolicy {
    return new FetchPolicy(false, entries);
  }

  /** Whether a connection to `address` (already resolved) for the URL host `host` is allowed. */
  allows(host: string, address: string): boolean {
    if (this.allowAll) return true;
    const name = host
      .toLowerCase()
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, '');
    const allowances = this.parsed();
    if (allowances.some((a) => a.kind === 'host' && a.host === name)) return true;
    if (!ipaddr().isValid(address)) return false;
    const ip = ipaddr().process(address);
    if (ip.range() === 'unicast') return true;
    return allowances.some((a) => a.kind === 'range' && a.range[0].kind() === ip.kind() && ip.match(a.range));
  }
}

function parseAllowance(entry: string): Allowance {
  const text = entry.trim().toLowerCase();
  try {
    if (text.includes('/')) return { kind: 'range', range: normalizeRange(ipaddr().parseCIDR(text)) };
    if (ipaddr().isValid(text)) {
      const ip = ipaddr().process(text);
      return { kind: 'range', range: [ip, ip.kind() === 'ipv4' ? 32 : 128] };
    }
  } catch {
    throw new Error(`${entry} is not a valid address range`);
  }
  if (!HOST_NAME.test(text))
    throw new Error(`${entry} is neither an address range (10.0.0.0/8, ::1/128) nor a host name`);
  return { kind: 'host', host: text.replace(/\.$/, '') };
}

/** `::ffff:10.0.0.0/104` allows what `10.0.0.0/8` allows: addresses are compared after mapping. */
function normalizeRange([address, bits]: [Address, number]): [Address, number] {
  if (address.kind() === 'ipv6' && (address as Ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96)
    return [(address as Ipaddr.IPv6).toIPv4Address(), bits - 96];
  return [address, bits];
}
