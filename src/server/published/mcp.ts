/**
 * The service's side of a site's MCP server (site/mcp.ts): the site as visitors get it (its model
 * and its files, rendered and kept by answers.ts, so a page read over MCP is the `.md` twin a
 * visitor reads), and the host names it is served under. Who may read the site is decided by the
 * route before this is called, as for its HTML.
 */
import { networkInterfaces } from 'node:os';
import { AgentFiles, MARKDOWN } from '../../site/llms.js';
import type { McpEndpoint, McpSite } from '../../site/mcp.js';
import type { SiteModel } from '../../site/model.js';
import { VERSION } from '../../version.js';
import type { Services } from '../context.js';
import { publishedAnswer, publishedModel, type Published } from './answers.js';

/** Host names of this machine's loopback, as a Host header writes them. */
const LOOPBACK_NAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Each model's agent files, by the query its links carry. */
const agentFiles = new WeakMap<SiteModel, Map<string, AgentFiles>>();
function agentsOf(model: SiteModel, query: string): AgentFiles {
  let byQuery = agentFiles.get(model);
  if (!byQuery) agentFiles.set(model, (byQuery = new Map()));
  let agents = byQuery.get(query);
  if (!agents) {
    agents = new AgentFiles(model, query);
    byQuery.set(query, agents);
  }
  return agents;
}

/**
 * A page's markdown twin comes from the same AgentFiles as the site's `.md` files, made here
 * (its link rewriting is held to the parser's step limit, and a page over the service's size or
 * nesting limits is its notice): no worker to start for an agent's first read. Everything else
 * (llms-full.txt, the search index) is the site's file as visitors get it, rendered in the pool.
 */
export function storeMcpSite(svc: Services, target: Published, query: string): McpSite {
  return {
    title: target.kind === 'site' ? target.site.title : target.space.title,
    model: () => publishedModel(svc, target),
    file: async (path) => {
      if (path.endsWith('.md') || path === 'llms.txt') {
        const body = agentsOf(await publishedModel(svc, target), query).file(path);
        return body === undefined ? undefined : { body, contentType: MARKDOWN };
      }
      const answer = await publishedAnswer(svc, target, path, false, query);
      return answer.kind === 'file' ? { body: answer.body, contentType: answer.contentType } : undefined;
    },
  };
}

/** `root`: the site's path below the service (`/published/sites/<id>/`). */
export function storeMcpEndpoint(svc: Services, root: string, query: string): McpEndpoint {
  let own = '';
  try {
    own = new URL(svc.config.baseUrl).hostname.toLowerCase();
  } catch {
    // An embedded workspace's base URL names no host: loopback only.
  }
  // Listening on every address (0.0.0.0, ::): this machine's addresses are its names too.
  const mine = own === '0.0.0.0' || own === '[::]' ? machineAddresses() : new Set([own]);
  return {
    siteUrl: `${svc.config.baseUrl}${root}`,
    query,
    // The service's own name, and loopback (no page of another origin has a loopback name).
    hostAllowed: (name) => mine.has(name) || LOOPBACK_NAMES.has(name),
    version: VERSION,
  };
}

let addresses: Set<string> | undefined;
/** This machine's addresses as a Host header writes them (IPv6 in brackets), read once. */
function machineAddresses(): Set<string> {
  if (addresses) return addresses;
  addresses = new Set();
  for (const list of Object.values(networkInterfaces()))
    for (const a of list ?? []) {
      const address = a.address.replace(/%.*$/, '').toLowerCase();
      addresses.add(address.includes(':') ? `[${address}]` : address);
    }
  return addresses;
}
