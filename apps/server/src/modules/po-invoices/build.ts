import { computePoInvoiceTotals, formatTaxInvoiceNumber, money, parseTaxInvoiceNumber, storedEMeteraiSerial, type PoInvoiceForm } from '@faktura/domain';
import type { PricedReceipt } from './pricing';
import type { ChosenPph } from './references';

/** Header values and lines of a PO invoice, computed on the server from the ERP's receipt lines and the checked PPh code. */
export function buildInvoice(form: PoInvoiceForm, chosenPph: ChosenPph | null, priced: PricedReceipt[]) {
  const currencyCode = priced[0]?.receipt.currencyCode ?? 'IDR';
  const pph = form.includePph && form.pphValue && chosenPph ? { value: form.pphValue, rate: chosenPph.rate, code: chosenPph.code } : null;
  const totals = computePoInvoiceTotals(priced, currencyCode, pph);
  const tax = parseTaxInvoiceNumber(form.taxInvoiceNo)!;
  const header = {
    invoiceNo: form.invoiceNo.trim(),
    invoiceDate: form.invoiceDate,
    description: form.description,
    taxNo: formatTaxInvoiceNumber(tax.digits),
    taxNoDigits: tax.digits,
    taxDate: form.taxInvoiceDate,
    bankAccountId: form.bankAccountId,
    currencyCode,
    invoiceAmount: totals.dpp,
    taxAmount: totals.ppn,
    pphAmount: totals.pph,
    serviceAmount: pph ? money(pph.value) : '0.00',
    pphCode: pph ? pph.code : null,
    taxRate: pph ? pph.rate : null,
    totalAmount: totals.total,
    ccid: form.coaId,
    eMeteraiSerial: storedEMeteraiSerial(form.eMeteraiSerial),
  };
  const lines = priced.map((p, i) => ({
    lineNum: i + 1,
    rcvTransactionId: p.receipt.rcvTransactionId,
    poHeaderId: p.receipt.poHeaderId,
    poLineId: p.receipt.poLineId,
    poNumber: p.receipt.poNumber,
    poLineNum: p.receipt.poLineNum,
    shipmentHeaderId: p.receipt.shipmentHeaderId,
    shipmentLineId: p.receipt.shipmentLineId,
    receiptNum: p.receipt.receiptNum,
    receiptDate: p.receipt.transactionDate,
    itemCode: p.receipt.itemCode,
    uom: p.receipt.uom,
    itemDescription: p.receipt.itemDescription,
    quantity: p.quantity,
    unitPrice: p.receipt.unitPrice,
    amount: p.amount,
    vatCode: p.receipt.vatCode,
    vatRate: p.vatRate,
    taxAmount: totals.lineTaxes[i]!,
  }));
  return { header, lines };
}
