import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The markdown files of our Git Sync fixture and, when `DOCS_CLI_REAL_REPOS` names a folder, of
 * the real repositories in it (read only: nothing of them is copied into this repository).
 */
export const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'gitbook-blocks');
export const REAL_REPOS = process.env.DOCS_CLI_REAL_REPOS;
export const REAL_REPO_NAMES = [
  'audacity-support',
  'beefree-sdk-docs',
  'fluent-bit-docs',
  'fluentd-docs',
  'gitbook-public-docs',
];

export interface MarkdownFile {
  /** `<repository>/<path>`. */
  name: string;
  text: string;
}

function walk(dir: string, rel = ''): string[] {
  return readdirSync(join(dir, rel))
    .sort()
    .flatMap((name) => {
      const child = rel ? `${rel}/${name}` : name;
      if (name === '.git' || name === 'node_modules') return [];
      return statSync(join(dir, child)).isDirectory() ? walk(dir, child) : /\.md$/i.test(name) ? [child] : [];
    });
}

export function markdownFiles(repo: string, dir: string): MarkdownFile[] {
  return walk(dir).map((path) => ({ name: `${repo}/${path}`, text: readFileSync(join(dir, path), 'utf8') }));
}

/** Our fixture always; each real repository that is there when the variable is set. */
export function markdownSets(): Array<{ repo: string; files: MarkdownFile[] }> {
  const real = REAL_REPOS
    ? REAL_REPO_NAMES.filter((name) => existsSync(join(REAL_REPOS, name))).map((name) => ({
        repo: name,
        files: markdownFiles(name, join(REAL_REPOS, name)),
      }))
    : [];
  return [{ repo: 'fixture', files: markdownFiles('fixture', FIXTURE) }, ...real];
}
