import type { ListPage } from '../../api/client.js';

const PAGE = 1000;

/** Every item of a list, following `next.page`. */
export async function all<T>(fetch: (q: { limit: number; page?: string }) => Promise<ListPage<T>>): Promise<T[]> {
  const items: T[] = [];
  let page: string | undefined;
  do {
    const result = await fetch({ limit: PAGE, page });
    items.push(...result.items);
    page = result.next?.page;
  } while (page);
  return items;
}
