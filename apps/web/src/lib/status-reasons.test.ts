import { afterEach, describe, expect, it } from 'vitest';
import { ERP_REJECTION_MEANINGS, SUPPLIER_STATUS_MESSAGES, supplierStatus, UNKNOWN_ERP_REJECTION } from '@faktura/domain';
import { en } from '@faktura/domain/i18n/en';
import { loadLanguage } from '../i18n';
import { resetLanguageForTests } from '../i18n/language';
import { erpRejectionKey, statusReason } from './status-reasons';

const EXPIRED = ERP_REJECTION_MEANINGS['INACTIVE PO']!.text;
const SUPPLIER_SITE = ERP_REJECTION_MEANINGS['NO SUPPLIER SITE']!.text;

afterEach(async () => {
  await loadLanguage('en');
  resetLanguageForTests();
});

describe('statusReason', () => {
  it('holds every ERP refusal in English exactly as the domain words it', () => {
    const texts = en.reports.erpRejections as Record<string, string>;
    for (const [code, meaning] of Object.entries(ERP_REJECTION_MEANINGS)) expect(texts[erpRejectionKey(code)], code).toBe(meaning.text);
    expect(Object.keys(texts)).toHaveLength(new Set(Object.keys(ERP_REJECTION_MEANINGS).map(erpRejectionKey)).size);
  });

  it('leaves English as it is', () => {
    const text = SUPPLIER_STATUS_MESSAGES.erpRefusedBySupplier([EXPIRED]);
    expect(statusReason(text)).toBe(text);
  });

  it('says each reason the portal writes in Bahasa Indonesia, keeping what a person typed', async () => {
    await loadLanguage('id');
    expect(statusReason(SUPPLIER_STATUS_MESSAGES.rejected('Wrong PO.'))).toBe('Wrong PO. Perbaiki faktur lalu kirim ulang.');
    expect(statusReason(SUPPLIER_STATUS_MESSAGES.rejected(null))).toBe('Perbaiki faktur lalu kirim ulang.');
    expect(statusReason(SUPPLIER_STATUS_MESSAGES.erpRefusedBySupplier([EXPIRED, UNKNOWN_ERP_REJECTION('X1', 'Locked').text]))).toBe(
      'ERP pembeli menolak faktur: sebuah purchase order sudah tidak aktif; ERP menolaknya: Locked. Perbaiki faktur lalu kirim ulang.',
    );
    expect(statusReason(SUPPLIER_STATUS_MESSAGES.erpRefusedByBuyer([SUPPLIER_SITE, UNKNOWN_ERP_REJECTION('X2', null).text]))).toBe(
      'ERP pembeli menolak faktur: lokasi pemasok Anda tidak ada di ERP pembeli; ERP menolaknya (X2). Tim keuangan pembeli sedang memperbaikinya; Anda tidak perlu melakukan apa pun.',
    );
    expect(statusReason(SUPPLIER_STATUS_MESSAGES.partlyPaid('1000000.5', '2500000'))).toBe('Dibayar 1.000.000,50 dari 2.500.000,00 sejauh ini.');
    // The timeline's "Rejected by the ERP" step: the refusals alone.
    expect(statusReason(`${EXPIRED}; ${SUPPLIER_SITE}`)).toBe('sebuah purchase order sudah tidak aktif; lokasi pemasok Anda tidak ada di ERP pembeli');
    // A reviewer's own words are not the portal's.
    expect(statusReason('Wrong PO')).toBe('Wrong PO');
  });

  it('reads back what supplierStatus builds', async () => {
    await loadLanguage('id');
    const status = supplierStatus({ status: 'PROCESSED', erpRejections: [{ code: 'INACTIVE PO' }] })!;
    expect(statusReason(status.reason!)).toBe('ERP pembeli menolak faktur: sebuah purchase order sudah tidak aktif. Perbaiki faktur lalu kirim ulang.');
  });
});
