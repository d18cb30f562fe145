import { describe, expect, it } from 'vitest';
import {
  computeRemittanceAdvice,
  formatPphRate,
  REMITTANCE_MESSAGES,
  REMITTANCE_SCREEN,
  remittancePath,
  singleWithholdingRate,
  validateWithholdingSlip,
  type RemittancePaymentInput,
} from '../src/remittance';
import { buildSidebar } from '../src/menu';
import { matchRoute } from '../src/routes';

const payment: RemittancePaymentInput = {
  checkId: 7,
  checkNum: 'TRF-0007',
  checkDate: '2026-06-30',
  amount: '1960000',
  currencyCode: 'IDR',
  paymentMethod: 'EFT',
  bankName: 'Bank Mandiri',
  bankAccountNum: '123',
  bankAccountName: 'PT Supplier',
};

describe('computeRemittanceAdvice', () => {
  it('sums gross, withheld and net exactly and keeps the slip', () => {
    const advice = computeRemittanceAdvice(payment, [
      {
        invoiceNum: 'B',
        invoiceDate: '2026-05-02',
        gross: '1110000.10',
        paidAmount: '1090000.10',
        portalInvoiceId: 2,
        pph: { code: 'PPH23', rate: '2.0000', amount: '20000' },
        slip: { number: 'BP-1', date: '2026-06-01' },
      },
      { invoiceNum: 'A', invoiceDate: '2026-05-01', gross: '0.20', paidAmount: '869999.90', portalInvoiceId: null, pph: null, slip: null },
    ]);
    expect(advice.lines.map((l) => l.invoiceNum)).toEqual(['A', 'B']);
    expect(advice.totals).toEqual({ gross: '1110000.30', withheld: '20000.00', netOfLines: '1960000.00', paymentAmount: '1960000.00' });
    expect(advice.mismatch).toBe(false);
    expect(advice.lines[1]).toMatchObject({
      pphCode: 'PPH23',
      pphRate: '2.0000',
      pphAmount: '20000.00',
      slipNumber: 'BP-1',
      slipDate: '2026-06-01',
      netPaid: '1090000.10',
    });
    expect(advice.lines[0]).toMatchObject({ pphCode: null, pphAmount: '0.00', slipNumber: null });
  });

  it('flags, and does not correct, lines that disagree with the payment amount', () => {
    const advice = computeRemittanceAdvice(payment, [
      { invoiceNum: 'A', invoiceDate: '2026-05-01', gross: '1000000', paidAmount: '1000000', portalInvoiceId: 1, pph: null, slip: null },
    ]);
    expect(advice.mismatch).toBe(true);
    expect(advice.totals.netOfLines).toBe('1000000.00');
    expect(advice.totals.paymentAmount).toBe('1960000.00');
  });

  it('drops a PPh code when nothing was withheld', () => {
    const advice = computeRemittanceAdvice({ ...payment, amount: '10' }, [
      {
        invoiceNum: 'A',
        invoiceDate: '2026-05-01',
        gross: '10',
        paidAmount: '10',
        portalInvoiceId: 1,
        pph: { code: 'PPH23', rate: '2', amount: '0' },
        slip: null,
      },
    ]);
    expect(advice.lines[0]?.pphCode).toBeNull();
    expect(advice.lines[0]?.pphRate).toBeNull();
  });
});

describe('singleWithholdingRate', () => {
  it('gives the shared rate, or null when lines differ or none withhold', () => {
    expect(singleWithholdingRate(['2', '2.0000', null])).toBe('2.0000');
    expect(singleWithholdingRate(['2', '15'])).toBeNull();
    expect(singleWithholdingRate([null, undefined])).toBeNull();
  });
});

describe('remittance messages', () => {
  it('say exactly this', () => {
    expect(REMITTANCE_MESSAGES).toEqual({
      totalsDisagree: 'The invoices on this payment add up to a different amount than the ERP paid; both amounts are shown.',
      paymentNotFound: 'Payment not found.',
      invoiceNotFound: 'Invoice not found.',
      noWithholding: 'This invoice has no PPh withheld, so there is no withholding slip to record.',
      slipNumberRequired: 'Enter the withholding slip number.',
    });
  });
});

describe('remittance screens', () => {
  it('say exactly this', () => {
    expect({
      ...REMITTANCE_SCREEN,
      slipTitle: REMITTANCE_SCREEN.slipTitle('INV-1'),
      slipSaved: REMITTANCE_SCREEN.slipSaved('INV-1'),
      openAdvice: REMITTANCE_SCREEN.openAdvice('PAY-1'),
    }).toEqual({
      empty: 'No payments found',
      chooseSupplier: 'Choose a company and a supplier, then Search, to see its payments',
      noInvoices: 'This payment settles no invoices.',
      downloadPdf: 'Download PDF',
      downloadUbl: 'Download UBL',
      recordSlip: 'Record slip',
      changeSlip: 'Change slip',
      slipTitle: 'Withholding slip of invoice INV-1',
      slipSaved: 'Withholding slip of invoice INV-1 saved.',
      notFound: 'Payment not found',
      notFoundDetail: 'It may belong to another supplier, or the ERP has no such payment.',
      backToList: 'Back to Remittance Advice',
      openAdvice: 'Remittance advice PAY-1',
      invoicesCount: 'Invoices',
      company: 'Company',
      supplier: 'Supplier',
      payer: 'Payer',
    });
  });

  it('validates the slip form as the server does', () => {
    expect(validateWithholdingSlip({ slipNo: '   ' })).toEqual(['Enter the withholding slip number.']);
    expect(validateWithholdingSlip({ slipNo: 'BP-1', slipDate: '2026-02-30' })).toEqual(['Invalid date']);
    expect(validateWithholdingSlip({ slipNo: 'BP-1', slipDate: '' })).toEqual([]);
    expect(validateWithholdingSlip({ slipNo: 'BP-1', slipDate: '2026-02-10' })).toEqual([]);
  });

  it('writes rates as people do and names the advice screen', () => {
    expect(formatPphRate('2.0000')).toBe('2%');
    expect(formatPphRate('1.5')).toBe('1.5%');
    expect(formatPphRate('10')).toBe('10%');
    expect(formatPphRate(null)).toBe('');
    expect(remittancePath('AAM', 42)).toBe('/report/remittances/AAM/42');
  });
});

describe('Report → Remittance Advice', () => {
  it('is in every user type’s Report menu, and its detail path is a route of its own', () => {
    for (const typeUser of ['VENDOR', 'PIC', 'ORACLE'] as const) {
      const report = buildSidebar({ typeUser, menu: [], transport: false }).find((g) => g.key === 'report');
      expect(report?.items.find((i) => i.path === '/report/remittances')?.label, typeUser).toBe('Remittance Advice');
    }
    expect(matchRoute(remittancePath('AAM', 42))?.path).toBe('/report/remittances/:instance/:checkId');
    expect(matchRoute('/report/remittances')?.title).toBe('Remittance Advice');
  });
});
