/**
 * The service's side of a site's MCP server (site/mcp.ts): the site as visitors get it (its model
 * and its files, rendered and kept by answers.ts, so a page read over MCP is the `.md` twin a
 * visitor reads), and the host names it is served under. Who may read the site is decided by the
 * route before this is called, as for its HTML.
 */
import type { McpEndpoint, McpSite } from '../../site/mcp.js';
import { VERSION } from '../../version.js';
import type { Services } from '../context.js';
import { publishedAnswer, publishedModel, type Published } from './answers.js';

/** Host names of this machine's loopback, as a Host header writes them. */
const LOOPBACK_NAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

export function storeMcpSite(svc: Services, target: Published, query: string): McpSite {
  return {
    model: () => publishedModel(svc, target),
    file: async (path) => {
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
  return {
    siteUrl: `${svc.config.baseUrl}${root}`,
    query,
    // The service's own name, and loopback (no page of another origin has a loopback name).
    hostAllowed: (name) => name === own || LOOPBACK_NAMES.has(name),
    version: VERSION,
  };
}
