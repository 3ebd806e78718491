import { createRequire } from 'node:module';
import type IpAddr from 'ipaddr.js';

type Address = IpAddr.IPv4 | IpAddr.IPv6;

/** ipaddr.js, loaded when an address is first judged: a service that fetches nothing never needs it. */
let loaded: typeof IpAddr | undefined;
function ipaddrLib(): typeof IpAddr {
  loaded ??= createRequire(import.meta.url)('ipaddr.js') as typeof IpAddr;
  return loaded;
}

/** One `--allow-fetch` entry: an address range, or a host name matched as the URL spells it. */
type Allowance = { kind: 'range'; range: [Address, number] } | { kind: 'host'; host: string };

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Where the service may fetch. By default only global unicast addresses: loopback, private,
 * link-local, unique-local, unspecified and the translation ranges that embed IPv4 (6to4, NAT64,
 * Teredo) are refused. IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry.
 */
export class FetchPolicy {
  private constructor(
    /** The in-process profile fetches whatever its own user asks. */
    readonly allowAll: boolean,
    private readonly allowances: Allowance[],
  ) {}

  static unrestricted(): FetchPolicy {
    return new FetchPolicy(true, []);
  }

  /** Throws an Error naming the entry when one is neither a CIDR, an address nor a host name. */
  static fromAllowList(entries: readonly string[]): FetchPolicy {
    return new FetchPolicy(false, entries.map(parseAllowance));
  }

  /** Whether a connection to `address` (already resolved) for the URL host `host` is allowed. */
  allows(host: string, address: string): boolean {
    if (this.allowAll) return true;
    const name = host
      .toLowerCase()
      .replace(/^\[|\]$/g, '')
      .replace(/\.$/, '');
    if (this.allowances.some((a) => a.kind === 'host' && a.host === name)) return true;
    const ipaddr = ipaddrLib();
    if (!ipaddr.isValid(address)) return false;
    const ip = ipaddr.process(address);
    if (ip.range() === 'unicast') return true;
    return this.allowances.some((a) => a.kind === 'range' && a.range[0].kind() === ip.kind() && ip.match(a.range));
  }
}

function parseAllowance(entry: string): Allowance {
  const ipaddr = ipaddrLib();
  const text = entry.trim().toLowerCase();
  try {
    if (text.includes('/')) return { kind: 'range', range: normalizeRange(ipaddr.parseCIDR(text)) };
    if (ipaddr.isValid(text)) {
      const ip = ipaddr.process(text);
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
  if (address.kind() === 'ipv6' && (address as IpAddr.IPv6).isIPv4MappedAddress() && bits >= 96)
    return [(address as IpAddr.IPv6).toIPv4Address(), bits - 96];
  return [address, bits];
}
