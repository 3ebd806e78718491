import { posix } from 'node:path';

/**
 * The files a `.gitbook.yaml` redirect's destination may name, in the order they are tried (the
 * file, the folder's README.md, the path with `.md`), each from the docs root as GitBook reads it
 * ("The path is relative to the root option": Git Sync content configuration), and its anchor.
 * One rule for `check` and for the published site.
 */
export function redirectFiles(root: string, destination: string): { files: string[]; anchor: string } {
  const [file = '', anchor = ''] = destination.split(/(?=#)/);
  const path = posix
    .normalize(posix.join(root || '.', file.replace(/^\.?\/+/, '')))
    .replace(/\/+$/, '')
    .replace(/^\.$/, '');
  return { files: [path, `${path}/README.md`, `${path}.md`], anchor };
}
