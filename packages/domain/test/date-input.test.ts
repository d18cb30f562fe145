import { describe, expect, it } from 'vitest';
import { parseDateInput } from '../src/date-input';
import { formatDate } from '../src/format';

describe('parseDateInput: a typed date to ISO', () => {
  it('reads the shown form DD-MMM-YYYY in any letter case', () => {
    for (const text of ['23-NOV-2026', '23-nov-2026', '23-Nov-2026', '23-nOv-2026', ' 23-NOV-2026 ']) expect(parseDateInput(text)).toBe('2026-11-23');
  });

  it('reads back every date the screens show', () => {
    for (const iso of ['2026-01-01', '2026-02-28', '2028-02-29', '2026-12-31']) expect(parseDateInput(formatDate(iso))).toBe(iso);
  });

  it('reads the day-first numeric forms and ISO', () => {
    expect(parseDateInput('23-11-2026')).toBe('2026-11-23');
    expect(parseDateInput('23/11/2026')).toBe('2026-11-23');
    expect(parseDateInput('3/1/2026')).toBe('2026-01-03');
    expect(parseDateInput('2026-11-23')).toBe('2026-11-23');
  });

  it('refuses dates that do not exist', () => {
    for (const text of ['30-FEB-2026', '29-FEB-2026', '31-APR-2026', '32-JAN-2026', '00-JAN-2026', '15-13-2026', '15-00-2026', '2026-02-30', '2026-13-01'])
      expect(parseDateInput(text), text).toBeNull();
    expect(parseDateInput('29-FEB-2028')).toBe('2028-02-29');
  });

  it('refuses text that is not a date in an accepted form', () => {
    for (const text of [
      '',
      '   ',
      'tomorrow',
      '23-NOVEMBER-2026',
      '23-NOV-26',
      '23-XYZ-2026',
      '23-11/2026',
      '11-23-2026x',
      '2026/11/23',
      '23.11.2026',
      '123-11-2026',
    ])
      expect(parseDateInput(text), text).toBeNull();
  });
});
