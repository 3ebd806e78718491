import { posix } from 'node:path';
import { redirectFiles } from '../common/gitsync/redirect-target.js';

/** A warning about `.gitbook.yaml`, with its 1-based line. */
export interface ConfigWarning {
  line: number;
  kind: 'config-key' | 'config-path' | 'redirect-target';
  message: string;
}

// The keys GitBook's content configuration documents (https://gitbook.com/docs/integrations/git-sync/content-configuration):
// GitBook ignores any other, so a misspelt one is silently without effect.
const TOP_KEYS = new Set(['root', 'structure', 'redirects']);
const STRUCTURE_KEYS = new Set(['readme', 'summary']);

// Characters a key can hold that no one sees: a key holding one is not the key it looks like
// (GitBook ignored a .gitbook.yaml whose keys held zero-width spaces: metalbear-co/docs#32).
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/gu;
const shown = (key: string) => key.replace(INVISIBLE, (c) => `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`);
const unknownKey = (key: string, known: Set<string>, prefix = '') => {
  const bare = key.replace(INVISIBLE, '');
  const hint =
    bare !== key && known.has(bare)
      ? ` (an invisible character in "${prefix}${bare}"): GitBook ignores it and reads the default`
      : ': GitBook ignores it';
  return `unknown key "${prefix}${shown(key)}"${hint}`;
};

const keyOf = (line: string): string | undefined => {
  const match = /^\s*(['"]?)([^'"#:\s][^'"#:]*)\1\s*:(\s|$)/.exec(line);
  return match?.[2]?.trim();
};

/** The value of a `key: value` line, unquoted, its comment left out. */
const lineValue = (line: string, key: string) =>
  line
    .slice(line.indexOf(':', line.indexOf(key) + key.length) + 1)
    .replace(/\s+#.*$/, '')
    .trim()
    .replace(/^(['"])(.*)\1$/, '$2');

/**
 * Unknown keys, a readme or summary outside the root, and redirects to a file that is not a page (a 404 on the site), found in one pass
 * over the text (a space may hold tens of thousands of redirects). `isPage` takes a path relative
 * to the folder.
 */
export function configWarnings(text: string, root: string, isPage: (path: string) => boolean): ConfigWarning[] {
  const out: ConfigWarning[] = [];
  let section = '';
  /** Indentation of the section's own keys: deeper lines belong to one of them. */
  let keyIndent = -1;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/^\s*(#|$)/.test(line)) continue;
    const indented = /^\s/.test(line);
    const key = keyOf(line);
    if (!indented) {
      section = key ?? '';
      keyIndent = -1;
      if (key !== undefined && !TOP_KEYS.has(key))
        out.push({ line: i + 1, kind: 'config-key', message: unknownKey(key, TOP_KEYS) });
      continue;
    }
    const indent = /^\s*/.exec(line)![0].length;
    if (keyIndent < 0) keyIndent = indent;
    // A block under an unknown key (java-patterns nests pages there) is that key's: said once.
    if (indent > keyIndent) continue;
    if (section === 'structure' && key !== undefined && !STRUCTURE_KEYS.has(key))
      out.push({ line: i + 1, kind: 'config-key', message: unknownKey(key, STRUCTURE_KEYS, 'structure.') });
    if (section === 'structure' && key !== undefined && STRUCTURE_KEYS.has(key) && root) {
      const value = lineValue(line, key);
      const path = value && posix.normalize(posix.join(root, value));
      if (path && !path.startsWith(`${root}/`) && !path.startsWith('../'))
        out.push({
          line: i + 1,
          kind: 'config-path',
          message: `structure.${key} ${value} is outside the root ${root}/: GitBook reads only what is under the root, so ${key === 'readme' ? 'the first page' : 'the table of contents'} is the default`,
        });
    }
    if (section === 'redirects' && key !== undefined) {
      const value = lineValue(line, key);
      if (!value) continue;
      if (!redirectFiles(root, value).files.some(isPage))
        out.push({
          line: i + 1,
          kind: 'redirect-target',
          message: `the redirect ${key} leads to ${value}, which is not a page (the site answers 404)`,
        });
    }
  }
  return out;
}
