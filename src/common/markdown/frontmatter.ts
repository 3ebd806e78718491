/** YAML front matter of a markdown file (a page's description, emoji, hidden flag), written. */
import { stringify as stringifyYaml } from 'yaml';

/** The markdown with `data` as front matter (none when `data` is empty). */
export function joinFrontMatter(data: Record<string, unknown>, body: string): string {
  const entries = Object.entries(data).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return body;
  return `---\n${stringifyYaml(Object.fromEntries(entries), { lineWidth: 0 })}---\n\n${body}`;
}
