import { json, type Reply } from './context.js';
import type { Db } from './store/db.js';
import { decodeCursor, type PageParams } from './store/pagination.js';

/** Pages this long are made ahead: a client reading a long list (`--all`) asks for the next at once. */
const AHEAD_FROM_LIMIT = 200;

interface Made {
  json: string;
  next?: string;
}

/**
 * A page of a long list, and the next one made ahead. The next page is read, serialized and turned
 * into the text it is sent as in idle time after this one is answered, so a client that asks for
 * it as soon as it has read this one gets it at once: the service works on page n+1 while the
 * client reads page n. What was made is kept (Db.keepAhead) only while nothing in the store
 * changes, and only for the same caller and query (`key`, without the cursor).
 */
export function listPage(
  db: Db,
  key: unknown[],
  page: PageParams,
  make: (page: PageParams) => { body: unknown; next?: string },
): Reply {
  const keyOf = (p: PageParams) => JSON.stringify([...key, p.limit, p.order, p.cursor?.v ?? null, p.cursor?.s ?? null]);
  const made = db.takeAhead<Made>(keyOf(page)) ?? serialized(make(page));
  if (made.next && page.limit >= AHEAD_FROM_LIMIT) {
    const next = { ...page, cursor: decodeCursor(made.next) };
    setImmediate(() => {
      try {
        db.keepAhead(keyOf(next), serialized(make(next)));
      } catch {
        // Closed meanwhile (the embedded workspace at the end of a command), or failing: a request
        // for that page makes it then, and answers its error.
      }
    });
  }
  return json(made.json);
}

const serialized = ({ body, next }: { body: unknown; next?: string }): Made => ({ json: JSON.stringify(body), next });
