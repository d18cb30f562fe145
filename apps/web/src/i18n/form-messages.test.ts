import { afterEach, describe, expect, it } from 'vitest';
import { NON_PO_MESSAGES, PO_INVOICE_MESSAGES } from '@faktura/domain';
import { loadLanguage } from './index';
import { resetLanguageForTests } from './language';
import { translateMessage } from './messages';

afterEach(async () => {
  await loadLanguage('en');
  resetLanguageForTests();
});

// The PO and non-PO forms' own checks that are not the spec's texts: raised in English, shown in the language.
const RAISED = [
  PO_INVOICE_MESSAGES.taxNoInvalid,
  PO_INVOICE_MESSAGES.lineSelectedTwice,
  PO_INVOICE_MESSAGES.oneAttachment,
  PO_INVOICE_MESSAGES.dateLockedByLines,
  NON_PO_MESSAGES.detailUnknown,
];

describe('the invoice forms’ messages', () => {
  it('stay exactly as raised in English', () => {
    expect(RAISED.map(translateMessage)).toEqual(RAISED);
  });

  it('read in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    expect(RAISED.map(translateMessage)).toEqual([
      'Nomor Faktur Pajak tidak valid. contoh: 010.000-24.00000001 atau 17 digit (Coretax)',
      'Satu baris PO terpilih dua kali: setiap baris yang diterima ditagih sekali',
      'Faktur baru menerima satu lampiran; tambahkan berkas lain setelah disimpan',
      'Tanggal faktur tidak dapat diubah selama baris PO dipilih. Hapus barisnya terlebih dahulu.',
      'Detail kategori bukan detail dari kategori yang dipilih',
    ]);
    // The spec's own English texts too; a text the catalogue does not hold stays as it is.
    expect(translateMessage(PO_INVOICE_MESSAGES.invoiceNoEmpty)).toBe('No Faktur kosong');
    expect(translateMessage('A text no catalogue holds')).toBe('A text no catalogue holds');
    // One built with a value: recognised by its English template, the value kept.
    expect(translateMessage('Batch AAM-82-00007 is already submitted')).toBe('Batch AAM-82-00007 sudah dikirim');
  });
});
