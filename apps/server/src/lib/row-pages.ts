/**
 * Rows read from the database a page at a time. Consumers that take rows one by one iterate it
 * as an AsyncIterable of rows; a consumer that handles many rows (a spreadsheet export) asks for
 * the pages instead and loops over each one without awaiting per row: an await per row through
 * two or three async generators costs more CPU at 100,000 rows than the row's own reading.
 */
export type RowPages<Row> = AsyncIterable<Row> & { pages(): AsyncIterable<readonly Row[]> };

export function rowPages<Row>(pages: () => AsyncIterable<readonly Row[]>): RowPages<Row> {
  return {
    pages,
    async *[Symbol.asyncIterator]() {
      for await (const page of pages()) yield* page;
    },
  };
}

function isRowPages<Row>(rows: Iterable<Row> | AsyncIterable<Row>): rows is RowPages<Row> {
  return typeof (rows as Partial<RowPages<Row>>).pages === 'function';
}

/** Rows gathered into pages of this size when they come one by one. */
const GATHERED_PAGE = 256;

/** Any rows as pages: an array is one page, pages are passed on, other rows are gathered. */
export async function* pagesOf<Row>(rows: Iterable<Row> | AsyncIterable<Row>): AsyncGenerator<readonly Row[]> {
  if (Array.isArray(rows)) {
    yield rows as readonly Row[];
    return;
  }
  if (isRowPages(rows)) {
    yield* rows.pages();
    return;
  }
  let page: Row[] = [];
  for await (const row of rows) {
    page.push(row);
    if (page.length >= GATHERED_PAGE) {
      yield page;
      page = [];
    }
  }
  if (page.length) yield page;
}
