/**
 * The documents of a batch, read in the content pool before anything is applied: each within its
 * budget (size, nesting, time), its front matter and title taken out, its links located. A page
 * over budget is a 400 naming `changes[i].document...` and the limit; nothing is applied.
 */
import { fieldsOf } from '../../common/gitsync/front-matter.js';
import { badRequest } from '../errors.js';
import type { BatchFile, Changes, FileToFetch, PageDocument, PageMeta, ReadDocument } from './batch-input.js';
import { preparePages, type PageInput, type PreparedPage } from './markdown-work.js';

type Unread = Changes<PageDocument, BatchFile | FileToFetch>;
type Read = Changes<ReadDocument, BatchFile | FileToFetch>;

export async function readBatch(changes: Unread[], caller: string): Promise<Read[]> {
  const wanted: Array<{ index: number; input: PageInput; field: string }> = [];
  changes.forEach((c, index) => {
    if ((c.operation !== 'insert_page' && c.operation !== 'update_page') || !c.document) return;
    const doc = c.document;
    if (doc.from === 'markdown')
      wanted.push({
        index,
        input: { markdown: doc.markdown, headed: true },
        field: `changes[${index}].document.markdown`,
      });
    else if (doc.from === 'json')
      wanted.push({ index, input: { json: doc.json, jsonPath: doc.at, headed: false }, field: doc.at });
  });
  const read = await preparePages(caller, wanted);
  const byIndex = new Map(wanted.map((w, i) => [w.index, { page: read[i]!, field: w.field }]));
  return changes.map((c, index) => {
    if ((c.operation !== 'insert_page' && c.operation !== 'update_page') || !c.document) return c as Read;
    const found = byIndex.get(index);
    const document: ReadDocument = found
      ? documentOf(found.page, found.field, c.document.from === 'markdown')
      : { body: '', meta: {}, links: [] };
    return { ...c, document } as Read;
  });
}

/**
 * Front matter wins over the fields: its description, emoji and hidden flag (GitBook's `icon`
 * names an icon, not an emoji, and stays in the block only; a `title` is not the page's title,
 * as in GitBook's Git Sync, metalbear-co/docs#216, and stays in the block only); a
 * key written empty clears its field and `hidden: false` shows the page. A markdown document keeps
 * its block as written (`raw`); a JSON document is content only.
 */
function documentOf(page: PreparedPage, field: string, markdown: boolean): ReadDocument {
  if (page.frontMatterError) throw badRequest(`${field}: ${page.frontMatterError}`);
  const d = page.data;
  const meta: PageMeta = { ...fieldsOf(d) };
  // A key written empty clears the field; `hidden: false` shows the page.
  if (d.description === '') meta.description = '';
  if (d.emoji === '') meta.emoji = '';
  if (d.hidden === false) meta.hidden = false;
  return {
    body: page.body,
    ...(markdown ? { raw: page.raw ?? '' } : {}),
    ...(page.heading !== undefined ? { heading: page.heading } : {}),
    meta,
    links: page.links,
  };
}
