import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en';
import {
  DELIVERY_STATE_LABELS,
  DELIVERY_STATUS_LABELS,
  DUPLICATE_AMOUNT_TOLERANCE_PERCENT,
  DUPLICATE_CRITERION_LABELS,
  DUPLICATE_DATE_WINDOW_DAYS,
  STAMP_DUTY_SCREEN,
  UBL_EXPORT_LABELS,
  UBL_EXPORT_LIMITS,
  taxPeriodLabel,
} from '../src';

/** {{name}} placeholders filled as i18next fills them. */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

// Finance's screens read these texts from the catalogue; the domain's constants stay for the server
// and the other screens: English must be the same, byte for byte.
describe("finance's English catalogue", () => {
  const f = en.finance;

  it('equals the domain labels the screens showed before', () => {
    expect(f.deliveries.states).toEqual(DELIVERY_STATE_LABELS);
    expect(f.deliveries.statuses).toEqual(DELIVERY_STATUS_LABELS);
    expect(f.deliveries.counts).toEqual({
      pending: DELIVERY_STATUS_LABELS.PENDING,
      delivering: DELIVERY_STATUS_LABELS.DELIVERING,
      delivered: DELIVERY_STATUS_LABELS.DELIVERED,
      rejected: DELIVERY_STATUS_LABELS.REJECTED,
      failed: DELIVERY_STATUS_LABELS.FAILED,
    });
    const windows = { days: DUPLICATE_DATE_WINDOW_DAYS, percent: DUPLICATE_AMOUNT_TOLERANCE_PERCENT };
    for (const [c, label] of Object.entries(DUPLICATE_CRITERION_LABELS))
      expect(fill(f.duplicates.criteria[c as keyof typeof f.duplicates.criteria], windows)).toBe(label);
    expect({ intro: f.stampDuty.intro, empty: f.stampDuty.empty }).toEqual({ intro: STAMP_DUTY_SCREEN.intro, empty: STAMP_DUTY_SCREEN.empty });
    expect(f.ublPeriod.title).toBe(UBL_EXPORT_LABELS.periodTitle);
    expect(f.ublPeriod.zip).toBe(UBL_EXPORT_LABELS.periodZip);
    expect(fill(f.ublPeriod.hint, { days: UBL_EXPORT_LIMITS.periodDays, invoices: UBL_EXPORT_LIMITS.periodInvoices })).toBe(UBL_EXPORT_LABELS.periodHint);
  });

  it("writes every tax period as the domain's taxPeriodLabel does", () => {
    for (let month = 1; month <= 12; month++) {
      const period = `2026-${String(month).padStart(2, '0')}`;
      const name = f.coretax.months[`m${month}` as keyof typeof f.coretax.months];
      expect(fill(f.coretax.period, { month: name, year: 2026 })).toBe(taxPeriodLabel(period));
    }
  });
});
