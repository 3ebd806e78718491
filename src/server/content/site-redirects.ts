/**
 * Site redirects (reference 0.202.0): their destinations checked against the site, and the
 * changes that must see the redirects as they are (a source taken once per live or draft set),
 * each in one transaction.
 */
import { MAX_SITE_REDIRECTS } from '../../common/limits.js';
import { hasControl } from '../../common/url-text.js';
import { badRequest, conflict } from '../errors.js';
import { findPage } from '../store/content/model.js';
import { readContent } from '../store/content/revisions.js';
import type { Db } from '../store/db.js';
import {
  deleteRedirect,
  fieldsOf,
  insertRedirect,
  redirectBySource,
  redirectCount,
  updateRedirect,
  type RedirectDestination,
  type RedirectFields,
  type RedirectRow,
} from '../store/sites/redirects.js';
import { allSiteSpaces, flattenSections, type SiteTree } from '../store/sites/tree.js';

type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * A destination as the reference takes it (SiteRedirectInputDestination): a section, site space or
 * page of this site, an external URL, or a page path in one of the site's spaces (stored as the page).
 */
export function destinationOf(db: Db, tree: SiteTree, raw: unknown, field: string): RedirectDestination {
  if (!isObj(raw)) throw badRequest(`${field}: must be an object with a kind`);
  const str = (key: string) => {
    const value = raw[key];
    if (typeof value !== 'string' || value === '') throw badRequest(`${field}.${key}: is required`);
    return value;
  };
  const siteSpace = (id: string) => {
    const node = allSiteSpaces(tree).find((n) => n.row.id === id);
    if (!node) throw badRequest(`${field}.siteSpaceId: no site space ${id} in this site`);
    return node;
  };
  switch (raw.kind) {
    case 'external': {
      const url = str('url');
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        throw badRequest(`${field}.url: must be an absolute http(s) URL`);
      }
      if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        throw badRequest(`${field}.url: must be an http(s) URL`);
      // The URL answers visitors in a Location header: no control character (CR, LF, NUL...),
      // and anything beyond printable ASCII written as URLs are (a host in punycode, the rest %XX).
      if (hasControl(url)) throw badRequest(`${field}.url: must not hold control characters (such as CR, LF, NUL)`);
      return { kind: 'external', url: /[^\x21-\x7e]/.test(url) ? parsed.href : url };
    }
    case 'site-section': {
      const id = str('siteSectionId');
      if (!flattenSections(tree.top).some((s) => s.row.id === id))
        throw badRequest(`${field}.siteSectionId: no section ${id} in this site`);
      return { kind: 'site-section', siteSectionId: id };
    }
    case 'site-space':
      return { kind: 'site-space', siteSpaceId: siteSpace(str('siteSpaceId')).row.id };
    case 'site-page': {
      const node = siteSpace(str('siteSpaceId'));
      const pageId = str('pageId');
      if (!findPage(readContent(db, node.space.revision_id).pages, pageId))
        throw badRequest(`${field}.pageId: no page ${pageId} in the space of site space ${node.row.id}`);
      return { kind: 'site-page', siteSpaceId: node.row.id, pageId };
    }
    case 'path': {
      const spaceId = str('spaceId');
      const path = str('path').replace(/^\/+|\/+$/g, '');
      const node = allSiteSpaces(tree).find((n) => n.space.id === spaceId);
      if (!node) throw badRequest(`${field}.spaceId: space ${spaceId} is not in this site`);
      const page = findPage(readContent(db, node.space.revision_id).pages, path);
      if (!page) throw badRequest(`${field}.path: no page at ${path} in space ${spaceId}`);
      return { kind: 'site-page', siteSpaceId: node.row.id, pageId: page.id };
    }
    default:
      throw badRequest(`${field}.kind: must be one of site-section, site-space, site-page, external, path`);
  }
}

export type BulkResult =
  | { status: 'created' | 'updated' | 'published'; source: string; draft: boolean; id: string }
  | { status: 'deleted'; source: string; draft: boolean }
  | { status: 'error'; source: string; draft: boolean; error: string };

/** A new redirect; its source must be free among the live (or draft) redirects of the site. */
export function createSiteRedirect(db: Db, siteId: string, fields: RedirectFields, now: Date): RedirectRow {
  return db.tx(() => {
    if (redirectBySource(db, siteId, fields.source, fields.draft))
      throw conflict(
        `source: a ${fields.draft ? 'draft' : 'live'} redirect from ${fields.source} already exists; update it instead`,
      );
    refuseBeyondLimit(redirectCount(db, siteId) + 1);
    return insertRedirect(db, siteId, fields, now);
  });
}

/** A site holds at most MAX_SITE_REDIRECTS redirects: each published 404 may look among them. */
function refuseBeyondLimit(count: number): void {
  if (count > MAX_SITE_REDIRECTS)
    throw badRequest(
      `a site holds at most ${MAX_SITE_REDIRECTS} redirects (live and draft); this would make ${count}: delete some first`,
    );
}

/** A redirect changed; its new source must not be another redirect's. */
export function changeSiteRedirect(
  db: Db,
  siteId: string,
  row: RedirectRow,
  next: RedirectFields,
  now: Date,
): RedirectRow {
  return db.tx(() => {
    const other = redirectBySource(db, siteId, next.source, next.draft);
    if (other && other.id !== row.id)
      throw conflict(`source: a ${next.draft ? 'draft' : 'live'} redirect from ${next.source} already exists`);
    return updateRedirect(db, row, next, now);
  });
}

/**
 * The bulk upsert: each item created, updated, deleted (destination null) or published, in
 * order, all in one transaction; an item that cannot be applied is an error result, a malformed
 * one refuses the whole request. `checkSource` checks (and returns) an item's source.
 */
export function applySiteRedirects(
  db: Db,
  siteId: string,
  tree: SiteTree,
  items: unknown[],
  now: Date,
  checkSource: (value: unknown, field: string) => string,
): BulkResult[] {
  const seen = new Set<string>();
  return db.tx(() => {
    const results = items.map((item, i): BulkResult => {
      const at = `redirects[${i}]`;
      if (!isObj(item)) throw badRequest(`${at}: must be an object`);
      const src = checkSource(item.source, `${at}.source`);
      const intent = item.intent ?? 'live';
      if (intent !== 'live' && intent !== 'draft' && intent !== 'publish')
        throw badRequest(`${at}.intent: must be one of live, draft, publish`);
      const draft = intent === 'draft';
      const key = `${src.toLowerCase()} ${intent}`;
      if (seen.has(key))
        return { status: 'error', source: src, draft, error: 'the same source appears earlier in this request' };
      seen.add(key);
      if (intent === 'publish') {
        const pending = redirectBySource(db, siteId, src, true);
        if (!pending)
          return { status: 'error', source: src, draft: false, error: 'no draft redirect from this source' };
        const live = redirectBySource(db, siteId, src, false);
        if (live) deleteRedirect(db, live.id);
        const row = updateRedirect(db, pending, { ...fieldsOf(pending), draft: false }, now);
        return { status: 'published', source: src, draft: false, id: row.id };
      }
      if (!('destination' in item)) throw badRequest(`${at}.destination: is required (null deletes)`);
      const existing = redirectBySource(db, siteId, src, draft);
      if (item.destination === null) {
        if (!existing)
          return {
            status: 'error',
            source: src,
            draft,
            error: `no ${draft ? 'draft' : 'live'} redirect from this source`,
          };
        deleteRedirect(db, existing.id);
        return { status: 'deleted', source: src, draft };
      }
      let destination: RedirectDestination;
      try {
        destination = destinationOf(db, tree, item.destination, `${at}.destination`);
      } catch (error) {
        return { status: 'error', source: src, draft, error: (error as Error).message };
      }
      const bool = (name: string, fallback: boolean) => {
        const value = item[name];
        if (value === undefined) return fallback;
        if (typeof value !== 'boolean') throw badRequest(`${at}.${name}: must be a boolean`);
        return value;
      };
      const fields: RedirectFields = {
        source: src,
        draft,
        captureWildcard: bool('captureWildcard', existing ? existing.capture_wildcard === 1 : false),
        permanent: bool('permanent', existing ? existing.permanent === 1 : false),
        destination,
      };
      const row = existing ? updateRedirect(db, existing, fields, now) : insertRedirect(db, siteId, fields, now);
      return { status: existing ? 'updated' : 'created', source: src, draft, id: row.id };
    });
    // Checked once the request is applied (in its transaction): it may delete as much as it adds.
    if (results.some((r) => r.status === 'created')) refuseBeyondLimit(redirectCount(db, siteId));
    return results;
  });
}
