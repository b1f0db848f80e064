import type { PageWindow } from "../../data/paging";

/**
 * Loads page `page` (from 1) of `pageSize` rows and says what every paged list says
 * besides its rows: `{ total, page, pageSize }`.
 */
export async function onePage<Row>(
  page: number,
  pageSize: number,
  load: (window: PageWindow) => Promise<{ rows: Row[]; total: number }>,
) {
  const { rows, total } = await load({ offset: (page - 1) * pageSize, limit: pageSize });
  return { rows, paging: { total, page, pageSize } };
}
