import { newXmlDocument } from '../../lib/xml-document';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { RemittanceAdviceView } from '@faktura/domain';
import { UBL_NS, xmlText } from '../../lib/ubl-xml';

const RA_NS = 'urn:oasis:names:specification:ubl:schema:xsd:RemittanceAdvice-2';

/**
 * The advice as a UBL 2.1 RemittanceAdvice, elements in the schema's order. UBL has no withholding
 * slot on a remittance line (and no paid amount): gross is DebitLineAmount, the PPh withheld
 * CreditLineAmount (code and rate in cbc:Note), net paid BalanceAmount; the withholding slip is a
 * cac:DocumentReference of type "Withholding slip".
 */
export function writeRemittanceUbl(advice: RemittanceAdviceView, parties: { payer: string; payee: string }): string {
  const currency = advice.payment.currencyCode;
  const root = newXmlDocument().ele(RA_NS, 'RemittanceAdvice', { 'xmlns:cac': UBL_NS.cac, 'xmlns:cbc': UBL_NS.cbc });
  const cbc = (parent: XMLBuilder, name: string, text: string, attrs?: Record<string, string>) =>
    parent.ele(UBL_NS.cbc, `cbc:${name}`, attrs).txt(xmlText(text)).up();
  const cac = (parent: XMLBuilder, name: string) => parent.ele(UBL_NS.cac, `cac:${name}`);
  const amount = (parent: XMLBuilder, name: string, value: string) => cbc(parent, name, value, { currencyID: currency });
  const party = (name: string, partyName: string) => {
    const p = cac(cac(root, name), 'Party');
    cbc(cac(p, 'PartyName'), 'Name', partyName);
  };

  cbc(root, 'UBLVersionID', '2.1');
  cbc(root, 'ID', advice.payment.checkNum);
  cbc(root, 'IssueDate', advice.payment.checkDate);
  if (advice.mismatch) cbc(root, 'Note', `Invoices add up to ${advice.totals.netOfLines}; the ERP paid ${advice.totals.paymentAmount}`);
  cbc(root, 'DocumentCurrencyCode', currency);
  amount(root, 'TotalDebitAmount', advice.totals.gross);
  amount(root, 'TotalCreditAmount', advice.totals.withheld);
  amount(root, 'TotalPaymentAmount', advice.totals.paymentAmount);
  cbc(root, 'LineCountNumeric', String(advice.lines.length));
  party('AccountingCustomerParty', parties.payer);
  party('AccountingSupplierParty', parties.payee);
  const means = cac(root, 'PaymentMeans');
  cbc(means, 'PaymentMeansCode', advice.payment.paymentMethod === 'CHECK' ? '20' : '30');
  cbc(means, 'PaymentDueDate', advice.payment.checkDate);
  cbc(means, 'PaymentID', advice.payment.checkNum);
  const account = cac(means, 'PayeeFinancialAccount');
  cbc(account, 'ID', advice.payment.bankAccountNum);
  cbc(account, 'Name', advice.payment.bankAccountName);
  cbc(cac(account, 'FinancialInstitutionBranch'), 'Name', advice.payment.bankName);

  advice.lines.forEach((line, index) => {
    const l = cac(root, 'RemittanceAdviceLine');
    cbc(l, 'ID', String(index + 1));
    if (line.pphAmount !== '0.00')
      cbc(l, 'Note', `PPh ${line.pphCode ?? ''}${line.pphRate ? ` ${line.pphRate}%` : ''} withheld ${line.pphAmount}`.replace(/\s+/g, ' '));
    amount(l, 'DebitLineAmount', line.gross);
    amount(l, 'CreditLineAmount', line.pphAmount);
    amount(l, 'BalanceAmount', line.netPaid);
    const billing = cac(l, 'BillingReference');
    const inv = cac(billing, 'InvoiceDocumentReference');
    cbc(inv, 'ID', line.invoiceNum);
    cbc(inv, 'IssueDate', line.invoiceDate);
    if (line.slipNumber) {
      const slip = cac(l, 'DocumentReference');
      cbc(slip, 'ID', line.slipNumber);
      if (line.slipDate) cbc(slip, 'IssueDate', line.slipDate);
      cbc(slip, 'DocumentType', 'Withholding slip');
    }
  });
  return root.end({ prettyPrint: true });
}
