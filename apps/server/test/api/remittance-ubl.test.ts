import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeRemittanceAdvice } from '@faktura/domain';
import { writeRemittanceUbl } from '../../src/modules/remittances/ubl';

const XSD = resolve(__dirname, '../../../../tools/peppol/xsd/UBL-RemittanceAdvice-2.1-offline.xsd');

describe('UBL 2.1 RemittanceAdvice', () => {
  it('is valid against the OASIS schema, with gross, PPh and net per invoice and the slip', () => {
    const advice = computeRemittanceAdvice(
      {
        checkId: 1,
        checkNum: 'TRF & 1',
        checkDate: '2026-06-30',
        amount: '1070000',
        currencyCode: 'IDR',
        paymentMethod: 'EFT',
        bankName: 'Bank Mandiri',
        bankAccountNum: '123',
        bankAccountName: 'PT <Sinar>',
      },
      [
        {
          invoiceNum: 'INV-1',
          invoiceDate: '2026-05-01',
          gross: '1110000',
          paidAmount: '1070000',
          portalInvoiceId: 1,
          pph: { code: 'PPH23', rate: '2', amount: '40000' },
          slip: { number: 'BP-1', date: '2026-06-01' },
        },
      ],
    );
    const xml = writeRemittanceUbl(
      { instance: 'AAM', orgId: 82, vendorId: 3001, payerName: 'PT Buyer', supplierName: 'PT Sinar Jaya Abadi', ...advice },
      { payer: 'PT Buyer', payee: 'PT Sinar Jaya Abadi' },
    );
    expect(xml).toContain('<cbc:ID>TRF &amp; 1</cbc:ID>');
    expect(xml).toContain('<cbc:TotalPaymentAmount currencyID="IDR">1070000.00</cbc:TotalPaymentAmount>');
    expect(xml).toContain('<cbc:CreditLineAmount currencyID="IDR">40000.00</cbc:CreditLineAmount>');
    expect(xml).toContain('<cbc:BalanceAmount currencyID="IDR">1070000.00</cbc:BalanceAmount>');
    expect(xml).toContain('<cbc:ID>BP-1</cbc:ID>');
    const file = join(mkdtempSync(join(tmpdir(), 'ra-')), 'ra.xml');
    writeFileSync(file, xml);
    // Throws (non-zero exit) when the document breaks the schema.
    execFileSync('xmllint', ['--noout', '--schema', XSD, file], { stdio: 'pipe' });
  });
});
