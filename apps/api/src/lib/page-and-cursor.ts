/**
 * A page read one row beyond its size: the page's rows, and the cursor of the next page, from the last
 * row shown, when that row was there (null on the last page).
 */
export function pageAndCursor<T>(rowsAndOneMore: T[], limit: number, cursorOf: (row: T) => string) {
  const rows = rowsAndOneMore.slice(0, limit);
  const last = rows.at(-1);
  return { rows, nextCursor: rowsAndOneMore.length > limit && last ? cursorOf(last) : null };
}
