import type { SpreadsheetColumn } from './cells';

/** What both file formats write: one worksheet's name and its columns (the header row comes from them). */
export type SheetSpec<Row> = { sheetName: string; columns: readonly SpreadsheetColumn<Row>[] };
