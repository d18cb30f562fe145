import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatPphRate, remittanceAdviceSchema, remittanceListSchema, type RemittanceAdviceView } from '@faktura/domain';
import { injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { pdfText, squash, writeTemp } from '../documents/pdf-tools';
import { renderRemittanceAdvice } from '../../src/documents/index';

const AAM = 'orgId=82&instance=AAM';

/** The cells of one printed table row, in column order, as pdftotext lays them out on one line. */
function rowOf(text: string, invoiceNum: string): string {
  return squash(text.split('\n').find((l) => l.includes(` ${invoiceNum} `)) ?? '');
}

function expectedRow(l: RemittanceAdviceView['lines'][number], index: number): string {
  return [
    String(index + 1),
    l.invoiceNum,
    formatDate(l.invoiceDate),
    l.fakturNo ?? '-',
    formatMoney(l.gross),
    l.pphCode ?? '-',
    formatPphRate(l.pphRate) || '-',
    formatMoney(l.pphAmount),
    l.slipNumber ?? '-',
    formatMoney(l.netPaid),
  ].join(' ');
}

describe('remittance advice PDF (/api/remittances/:instance/:checkId/pdf)', () => {
  it('prints what the API answers: parties, payment, every invoice row and the totals', async () => {
    const page = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/remittances?${AAM}&pageSize=100` }), remittanceListSchema);
    const paying = page.items.find((p) => p.invoiceCount > 0)!;
    const advice = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/remittances/AAM/${paying.checkId}` }), remittanceAdviceSchema);
    const res = await injectAs('vendor', { method: 'GET', url: `/api/remittances/AAM/${paying.checkId}/pdf` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="RemittanceAdvice-${advice.payment.checkNum.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf"`);
    const text = pdfText(writeTemp(res.rawPayload, 'remittance'));
    const flat = squash(text);
    expect(flat).toContain('Remittance Advice');
    expect(advice.payerName).toBe('PT Agro Astra Mandiri - Head Office');
    expect(advice.supplierName).toBe('PT Sinar Jaya Abadi');
    expect(flat).toContain(advice.payerName);
    expect(flat).toContain(advice.supplierName);
    expect(flat).toContain(advice.payment.checkNum);
    expect(flat).toContain(formatDate(advice.payment.checkDate));
    expect(flat).toContain(advice.payment.bankName);
    expect(flat).toContain(`${advice.payment.currencyCode} ${formatMoney(advice.totals.paymentAmount)}`);
    advice.lines.forEach((line, i) => expect(rowOf(text, line.invoiceNum)).toContain(expectedRow(line, i)));
    expect(flat).toMatch(new RegExp(`Gross / Bruto ${formatMoney(advice.totals.gross).replace(/\./g, '\\.')}`));
    expect(flat).toContain(`PPh Withheld / PPh Dipotong ${formatMoney(advice.totals.withheld)}`);
    expect(flat).toContain(`Net Paid / Dibayar ${formatMoney(advice.totals.netOfLines)}`);
    expect(flat).toContain(`Payment Amount (${advice.payment.currencyCode}) / Jumlah Bayar ${formatMoney(advice.totals.paymentAmount)}`);
  });

  it("answers another supplier's payment 404, and a forged name 400", async () => {
    const own = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/remittances?${AAM}` }), remittanceListSchema);
    const res = await injectAs('vendor2', { method: 'GET', url: `/api/remittances/AAM/${own.items[0]!.checkId}/pdf` });
    expect(res.statusCode).toBe(404);
    expect(messagesOf(res)).toEqual(['Payment not found.']);
    expect((await injectAs('vendor', { method: 'GET', url: '/api/remittances/AAM/0/pdf' })).statusCode).toBe(400);
  });

  it('prints the PPh code, rate, withheld amount, slip and a mismatch note when the advice has them', async () => {
    const advice: RemittanceAdviceView = {
      instance: 'AAM',
      orgId: 82,
      vendorId: 3001,
      payerName: 'PT Agro Astra Mandiri - Head Office',
      supplierName: 'PT Sinar Jaya Abadi',
      payment: {
        checkId: 9,
        checkNum: 'TRF-0009',
        checkDate: '2026-06-30',
        amount: '2000000.00',
        currencyCode: 'IDR',
        paymentMethod: 'EFT',
        bankName: 'Bank Mandiri',
        bankAccountNum: '123-456',
        bankAccountName: 'PT Sinar Jaya Abadi',
      },
      lines: [
        {
          invoiceNum: 'INV/0001',
          invoiceDate: '2026-05-02',
          portalInvoiceId: 1,
          fakturNo: '010.000-26.00000001',
          gross: '1110000.00',
          pphCode: 'PPH23',
          pphRate: '2.0000',
          pphAmount: '20000.00',
          slipNumber: 'BP-23/0001',
          slipDate: '2026-07-01',
          netPaid: '1090000.00',
        },
      ],
      totals: { gross: '1110000.00', withheld: '20000.00', netOfLines: '1090000.00', paymentAmount: '2000000.00' },
      mismatch: true,
    };
    const pdf = await renderRemittanceAdvice({
      company: { name: 'PT Agro Astra Mandiri - Head Office', orgId: 82, instance: 'AAM', logoPath: null },
      supplier: { name: 'PT Sinar Jaya Abadi', vendorId: 3001 },
      advice,
      printedAt: new Date('2026-07-02T10:00:00'),
      printedBy: 'finance',
    });
    const text = pdfText(writeTemp(pdf, 'remittance-pph'));
    expect(rowOf(text, 'INV/0001')).toContain('1 INV/0001 02-MAY-2026 010.000-26.00000001 1,110,000.00 PPH23 2% 20,000.00 BP-23/0001 1,090,000.00');
    expect(squash(text)).toContain('01-JUL-2026');
    expect(squash(text)).toContain('Bank Mandiri · 123-456 · PT Sinar Jaya Abadi');
    expect(squash(text).replace(/\s+/g, ' ')).toContain('The invoices on this payment add up to a different amount than the ERP paid; both amounts are shown.');
  });
});
