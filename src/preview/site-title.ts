/**
 * The title `preview` gives a folder served as one space: the title SUMMARY.md's heading gives
 * it (`# Acme Handbook`; not GitBook's own `# Table of contents`), else the site title of a site
 * folder (`docs.yaml`) above that names this folder as one of its spaces, else the folder's name.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { readSiteFolder } from '../gitsync/site-folder.js';

/** Headings that name the file, not the documentation: GitBook writes the first. */
const GENERIC = new Set(['table of contents', 'summary', 'contents', 'toc']);

/** Site folders above the served one that are looked at. */
const LEVELS_UP = 8;

export function previewTitle(dir: string): string {
  const top = resolve(dir);
  return summaryTitle(top) ?? enclosingSiteTitle(top) ?? (basename(top) || 'Preview');
}

/** The level-1 heading SUMMARY.md opens with, unless it is a generic one. */
function summaryTitle(top: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(join(top, 'SUMMARY.md'), 'utf8');
  } catch {
    return undefined;
  }
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const heading = /^#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    const title = heading?.[1]?.trim();
    return title && !GENERIC.has(title.toLowerCase()) ? title : undefined;
  }
  return undefined;
}

/** The site title of the nearest site folder above `top` that serves it as a space. */
function enclosingSiteTitle(top: string): string | undefined {
  let parent = top;
  for (let level = 0; level < LEVELS_UP && dirname(parent) !== parent; level++) {
    parent = dirname(parent);
    try {
      const site = readSiteFolder(parent);
      if (site?.folders.some((f) => resolve(f.absolute) === top)) return site.config.site.title;
    } catch {
      // A site file above that does not read is not this folder's concern.
    }
  }
  return undefined;
}
