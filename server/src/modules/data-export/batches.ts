// Long lists leave the database a page at a time (keyset, never OFFSET), so an export of years of
// messages or sets holds one page in memory, not the whole history.

export const EXPORT_PAGE = 1000;

/** Pages of `fetch(after)` until one comes back short; `cursor` names the last row of a page. */
export async function* pages<Row, Cursor>(
  fetch: (after: Cursor | null) => Promise<Row[]>,
  cursor: (row: Row) => Cursor,
  size = EXPORT_PAGE,
): AsyncGenerator<Row[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await fetch(after);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = cursor(rows[rows.length - 1]);
  }
}

/** The rows of every page, one by one. */
export async function* rowsOf<Row>(source: AsyncIterable<Row[]>): AsyncGenerator<Row> {
  for await (const page of source) yield* page;
}
