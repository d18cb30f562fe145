import { describe, expect, it } from 'vitest';
import { fileTimestamp, formatDate, formatPeriod } from '../src/format';
import { idParamSchema, isoDateSchema, plainText, queryInt } from '../src/common';

describe('date, period and file-name timestamp formats', () => {
  it('shows dates as DD-MMM-YYYY keeping the calendar date', () => {
    expect(formatDate('2026-11-05')).toBe('05-NOV-2026');
    expect(formatDate('2026-01-31T23:30:00.000Z')).toBe('31-JAN-2026');
    expect(formatDate(null)).toBe('');
  });

  it('shows periods as MMMYYYY', () => {
    expect(formatPeriod('2026-03-01')).toBe('MAR2026');
  });

  it('stamps file names DDMMYYYYHHmmss', () => {
    expect(fileTimestamp(new Date(2026, 10, 2, 7, 5, 9))).toBe('02112026070509');
  });
});

describe('ISO dates in contracts', () => {
  it('accepts real calendar dates only', () => {
    expect(isoDateSchema.safeParse('2028-02-29').success).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '0000-01-01', '2026-2-3', '2026-02-29']) {
      expect(isoDateSchema.safeParse(bad).error?.issues[0]?.message, bad).toBe('Invalid date');
    }
  });
});

describe('typed text in contracts', () => {
  it('refuses NUL and other control characters but keeps tabs and line breaks', () => {
    const text = plainText(50);
    expect(text.safeParse('PT Sinar\tJaya\r\nAbadi').success).toBe(true);
    for (const bad of ['INV\u0000001', 'esc\u001b[31m', 'del\u007f']) {
      expect(text.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe('Text must not contain control characters');
    }
  });
});

describe('whole numbers in URLs', () => {
  it('reads plain decimal digits only', () => {
    expect(idParamSchema.parse('42')).toBe(42);
    expect(queryInt(0, 10).parse('0')).toBe(0);
    for (const loose of ['0x10', '1e1', '+5', ' 5', '007', '4.0', '', '2147483648']) {
      expect(idParamSchema.safeParse(loose).success, JSON.stringify(loose)).toBe(false);
    }
    expect(idParamSchema.safeParse('0x10').error?.issues[0]?.message).toBe('Must be a whole number');
  });
});
