import { posix } from 'node:path';

/** A warning about `.gitbook.yaml`, with its 1-based line. */
export interface ConfigWarning {
  line: number;
  kind: 'config-key' | 'redirect-target';
  message: string;
}

// The keys GitBook's content configuration documents (https://gitbook.com/docs/integrations/git-sync/content-configuration):
// GitBook ignores any other, so a misspelt one is silently without effect.
const TOP_KEYS = new Set(['root', 'structure', 'redirects']);
const STRUCTURE_KEYS = new Set(['readme', 'summary']);

const keyOf = (line: string): string | undefined => {
  const match = /^\s*(['"]?)([^'"#:\s][^'"#:]*)\1\s*:(\s|$)/.exec(line);
  return match?.[2]?.trim();
};

/**
 * Unknown keys and redirects to a file that is not a page (a 404 on the site), found in one pass
 * over the text (a space may hold tens of thousands of redirects). `isPage` takes a path relative
 * to the folder.
 */
export function configWarnings(text: string, root: string, isPage: (path: string) => boolean): ConfigWarning[] {
  const out: ConfigWarning[] = [];
  let section = '';
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/^\s*(#|$)/.test(line)) continue;
    const indented = /^\s/.test(line);
    const key = keyOf(line);
    if (!indented) {
      section = key ?? '';
      if (key !== undefined && !TOP_KEYS.has(key))
        out.push({ line: i + 1, kind: 'config-key', message: `unknown key "${key}": GitBook ignores it` });
      continue;
    }
    if (section === 'structure' && key !== undefined && !STRUCTURE_KEYS.has(key))
      out.push({ line: i + 1, kind: 'config-key', message: `unknown key "structure.${key}": GitBook ignores it` });
    if (section === 'redirects' && key !== undefined) {
      const value = line
        .slice(line.indexOf(':', line.indexOf(key) + key.length) + 1)
        .replace(/\s+#.*$/, '')
        .trim()
        .replace(/^(['"])(.*)\1$/, '$2');
      if (!value) continue;
      const target = posix.normalize(posix.join(root || '.', value));
      if (!isPage(target))
        out.push({
          line: i + 1,
          kind: 'redirect-target',
          message: `the redirect ${key} leads to ${value}, which is not a page (the site answers 404)`,
        });
    }
  }
  return out;
}
