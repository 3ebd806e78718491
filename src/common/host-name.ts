/**
 * The name of a Host header (or an Origin's host), without its port and a final dot
 * (`localhost.:80` is `localhost`): what the preview and a site's MCP server compare with the
 * names they answer to, against DNS rebinding.
 */
export function hostName(header: string): string {
  const host = header.trim().toLowerCase();
  const name = host.startsWith('[')
    ? host.slice(0, host.indexOf(']') + 1)
    : host.includes(':')
      ? host.slice(0, host.lastIndexOf(':'))
      : host;
  return name.endsWith('.') ? name.slice(0, -1) : name;
}
