import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { cellReference, columnLetters } from '../../src/lib/spreadsheet/cells';

describe('cell names', () => {
  it('names columns as spreadsheet programs do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702, 16_383].map(columnLetters)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA', 'XFD']);
  });

  it('names every cell of the first 20,000 columns and a row far down as SheetJS does', () => {
    for (let c = 0; c < 20_000; c++) expect(cellReference(c * 7, c)).toBe(XLSX.utils.encode_cell({ r: c * 7, c }));
  });
});
