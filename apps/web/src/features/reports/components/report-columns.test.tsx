import { describe, expect, it } from 'vitest';
import { INVOICE_HISTORY_COLUMNS, INVOICE_REPORT_COLUMNS, PAYMENT_REPORT_COLUMNS, PAYMENT_SCHEDULE_COLUMNS, type ReportColumn } from '@faktura/domain';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { reportTitles, type ReportSection } from './report-columns';

const REPORTS: [ReportSection, readonly ReportColumn<never>[]][] = [
  ['paymentReport', PAYMENT_REPORT_COLUMNS],
  ['paymentSchedule', PAYMENT_SCHEDULE_COLUMNS],
  ['invoiceReport', INVOICE_REPORT_COLUMNS],
  ['invoiceHistory', INVOICE_HISTORY_COLUMNS],
];

describe('reportTitles', () => {
  it.each(REPORTS)('gives the %s headings in English exactly as the domain titles them', (section, columns) => {
    const titles = reportTitles(section, columns);
    expect(columns.map((c) => titles[c.key])).toEqual(columns.map((c) => c.title));
  });

  it('gives every heading in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      for (const [section, columns] of REPORTS) {
        const titles = reportTitles(section, columns);
        for (const c of columns) expect(titles[c.key], `${section}.${c.key}`).not.toMatch(/^reports\./);
      }
      expect(reportTitles('paymentSchedule', PAYMENT_SCHEDULE_COLUMNS).paymentSchedule).toBe('Jadwal Pembayaran');
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
