import { describe, expect, it } from 'vitest';
import { fileTimestamp, formatDate, formatPeriod } from '../src/format';

describe('formats of spec §9', () => {
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
