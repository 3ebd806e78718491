import { newId } from '../../ids.js';
import type { Db } from '../db.js';
import { keysetPage, type PageParams, type PageResult } from '../pagination.js';
import type { SecretBox } from '../secret-box.js';

/** A site's MCP server as stored; `headers` is the sealed JSON of its headers. */
export interface SiteMcpServerRow {
  seq: number;
  id: string;
  site_id: string;
  name: string;
  url: string;
  transport: string;
  headers: string;
  condition: string | null;
  created_at: string;
}

export interface SiteMcpServer {
  row: SiteMcpServerRow;
  headers: Record<string, string>;
}

const context = (id: string) => `site-mcp-server:${id}:headers`;
const open = (box: SecretBox, row: SiteMcpServerRow): SiteMcpServer => ({
  row,
  headers: JSON.parse(box.open(row.headers, context(row.id))) as Record<string, string>,
});

const getRow = (db: Db, siteId: string, id: string) =>
  db.get<SiteMcpServerRow>('SELECT * FROM site_mcp_servers WHERE id = ? AND site_id = ?', id, siteId);

export function getSiteMcpServer(db: Db, box: SecretBox, siteId: string, id: string): SiteMcpServer | undefined {
  const row = getRow(db, siteId, id);
  return row && open(box, row);
}

const countSiteMcpServers = (db: Db, siteId: string) =>
  db.get<{ n: number }>('SELECT COUNT(*) AS n FROM site_mcp_servers WHERE site_id = ?', siteId)!.n;

export interface SiteMcpServerInput {
  name: string;
  url: string;
  transport: string;
  headers: Record<string, string>;
  condition: string | null;
}

/** The new server; undefined when the site holds `max` already. */
export function createSiteMcpServer(
  db: Db,
  box: SecretBox,
  siteId: string,
  input: SiteMcpServerInput,
  now: Date,
  max: number,
): SiteMcpServer | undefined {
  const id = newId();
  // Counted and added in one transaction: two processes adding at once cannot pass the bound.
  const added = db.tx(() => {
    if (countSiteMcpServers(db, siteId) >= max) return false;
    db.run(
      'INSERT INTO site_mcp_servers (id, site_id, name, url, transport, headers, condition, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      id,
      siteId,
      input.name,
      input.url,
      input.transport,
      box.seal(JSON.stringify(input.headers), context(id)),
      input.condition,
      now.toISOString(),
    );
    return true;
  });
  return added ? getSiteMcpServer(db, box, siteId, id) : undefined;
}

export function listSiteMcpServers(db: Db, box: SecretBox, siteId: string, page: PageParams) {
  const result: PageResult<SiteMcpServerRow> = keysetPage<SiteMcpServerRow>(db, {
    from: 'site_mcp_servers',
    columns: '*',
    where: ['site_id = ?'],
    params: [siteId],
    seq: 'seq',
    page: { ...page, order: 'asc' },
  });
  return { ...result, servers: result.rows.map((r) => open(box, r)) };
}

export function updateSiteMcpServer(db: Db, box: SecretBox, id: string, patch: Partial<SiteMcpServerInput>): void {
  db.tx(() => {
    if (patch.name !== undefined) db.run('UPDATE site_mcp_servers SET name = ? WHERE id = ?', patch.name, id);
    if (patch.url !== undefined) db.run('UPDATE site_mcp_servers SET url = ? WHERE id = ?', patch.url, id);
    if (patch.transport !== undefined)
      db.run('UPDATE site_mcp_servers SET transport = ? WHERE id = ?', patch.transport, id);
    if (patch.headers !== undefined)
      db.run(
        'UPDATE site_mcp_servers SET headers = ? WHERE id = ?',
        box.seal(JSON.stringify(patch.headers), context(id)),
        id,
      );
    if (patch.condition !== undefined)
      db.run('UPDATE site_mcp_servers SET condition = ? WHERE id = ?', patch.condition, id);
  });
}

export const deleteSiteMcpServer = (db: Db, id: string) => db.run('DELETE FROM site_mcp_servers WHERE id = ?', id);
