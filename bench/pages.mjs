// The markdown pages of a folder: every *.md file under it, .git and node_modules left out, sorted
// by path. Shared by bench/floor-parse.mjs and bench/parse-rate.mjs so that both read the same pages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function markdownPaths(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name === '.git' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) markdownPaths(path, out);
    else if (entry.isFile() && entry.name.endsWith('.md')) out.push(path);
  }
  return out;
}

export const markdownPages = (dir) => markdownPaths(dir).map((path) => readFileSync(path, 'utf8'));
