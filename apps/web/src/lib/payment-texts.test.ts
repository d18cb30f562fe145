import { afterEach, describe, expect, it } from 'vitest';
import { EXPECTED_PAYMENT_MESSAGES } from '@faktura/domain';
import { loadLanguage } from '../i18n';
import { resetLanguageForTests } from '../i18n/language';
import { paymentTexts } from './payment-texts';

afterEach(async () => {
  await loadLanguage('en');
  resetLanguageForTests();
});

describe('paymentTexts', () => {
  it('reads in English exactly as the domain writes it', () => {
    expect(paymentTexts.expectedOn('IDR', '1234567.5', '2026-08-17')).toBe(EXPECTED_PAYMENT_MESSAGES.expectedOn('IDR', '1234567.5', '2026-08-17'));
    expect(paymentTexts.expectedOn('IDR', '1234567.5', '2026-08-17')).toBe('IDR 1,234,567.50 expected on 17-AUG-2026');
    expect(paymentTexts.paidOn('USD', '10', '2026-01-02')).toBe(EXPECTED_PAYMENT_MESSAGES.paidOn('USD', '10', '2026-01-02'));
    expect(paymentTexts.paidBy('CHK-1', 'BCA')).toBe(EXPECTED_PAYMENT_MESSAGES.paidBy('CHK-1', 'BCA'));
    expect(paymentTexts.paidBy('CHK-1', null)).toBe(EXPECTED_PAYMENT_MESSAGES.paidBy('CHK-1', null));
    expect(paymentTexts.dueOn('2026-08-17')).toBe(EXPECTED_PAYMENT_MESSAGES.dueOn('2026-08-17'));
    expect(paymentTexts.listPaidOn('2026-08-17')).toBe(EXPECTED_PAYMENT_MESSAGES.listPaidOn('2026-08-17'));
  });

  it('reads in Bahasa Indonesia with its months and separators', async () => {
    await loadLanguage('id');
    expect(paymentTexts.expectedOn('IDR', '1234567.5', '2026-08-17')).toBe('IDR 1.234.567,50 diperkirakan dibayar pada 17-Agu-2026');
    expect(paymentTexts.paidOn('IDR', '10', '2026-05-02')).toBe('IDR 10,00 dibayar pada 02-Mei-2026');
    expect(paymentTexts.paidBy('CHK-1', 'BCA')).toBe('Cek/referensi CHK-1, BCA');
    expect(paymentTexts.paidBy('CHK-1', null)).toBe('Cek/referensi CHK-1');
    expect(paymentTexts.dueOn('2026-10-01')).toBe('Jatuh tempo pada 01-Okt-2026');
    expect(paymentTexts.listPaidOn('2026-12-31')).toBe('Dibayar pada 31-Des-2026');
  });
});
