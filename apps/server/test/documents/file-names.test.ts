import { describe, expect, it } from 'vitest';
import { documentFileName } from '../../src/documents/file-names';

describe('document file names ({kind}-{DDMMYYYYHHmmss}.pdf)', () => {
  const at = new Date(2024, 2, 5, 9, 7, 3); // local time, as fileTimestamp uses
  it('is {kind}-DDMMYYYYHHmmss.pdf', () => {
    expect(documentFileName('good-receipt', at)).toBe('good-receipt-05032024090703.pdf');
    expect(documentFileName('batch-report', at)).toBe('batch-report-05032024090703.pdf');
    expect(documentFileName('batch-recap', at)).toBe('batch-recap-05032024090703.pdf');
  });
});
