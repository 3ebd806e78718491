/** The revision's links as the seed's listings give them: the shared analysis over stored pages. */
import * as analysis from '../../common/link-analysis.js';
import type { MarkdownLink } from '../../common/markdown/links.js';
import { flattenPages, type Content, type StoredFile, type StoredPage } from '../store/content/model.js';

export type { LinkStats, LinkStatus } from '../../common/link-analysis.js';
export type LinkTarget = analysis.LinkTarget<StoredPage, StoredFile>;
export type Link = analysis.Link<StoredPage, StoredFile>;
export type LinkUsage = analysis.LinkUsage<StoredPage, StoredFile>;

/** Every link of every page, resolved against the revision (see `common/link-analysis.ts`). */
export function analyzeLinks(content: Content, appBase: string, linksOf: (page: StoredPage) => MarkdownLink[]): Link[] {
  return analysis.analyzeLinks(flattenPages(content.pages), content.files, appBase, linksOf);
}

export const usages = (links: Link[]): LinkUsage[] => analysis.usages(links);
export const linkStats = (list: LinkUsage[], baseBroken?: Set<string>) => analysis.linkStats(list, baseBroken);
export const brokenKey = (u: LinkUsage) => analysis.brokenKey(u);
