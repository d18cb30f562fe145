import { PO_INVOICE_MESSAGES, withholdingRateFor, type PoInvoiceForm } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import type { ErpPort } from '../../erp/port';
import { badRequest } from '../../lib/errors';
import type { VendorScopeEntry } from '../auth/index';
import { taxIdentityOf } from '../tax-registrations/index';

/** The PPh code the invoice withholds under, and its rate (%). */
export type ChosenPph = { code: string; rate: string };

/**
 * Every id the form names must exist in the ERP and belong to this supplier and company: its
 * bank account, its charge account, its PPh code (all refusals at once). A PPh invoice with no
 * code takes the company's first PPh code, stored explicitly. A PPh 23 code withholds at the
 * rule's rate for this payee (doubled without NPWP), whatever rate the ERP's code states. Called
 * before the transaction: the ERP is another system.
 */
export async function checkReferences(ctx: { db: DbOrTx; erp: ErpPort }, company: VendorScopeEntry, form: PoInvoiceForm): Promise<{ pph: ChosenPph | null }> {
  const { erp } = ctx;
  const [banks, accounts, pphCodes, hasNpwp] = await Promise.all([
    form.bankAccountId === null ? null : erp.listSupplierBanks(company.instance, company.vendorId, company.orgId),
    form.coaId === null ? null : erp.listAccounts(company.instance, company.orgId),
    form.includePph ? erp.listTaxCodes(company.instance, company.orgId, 'PPH') : null,
    form.includePph ? payeeHasNpwp(ctx.db, company) : false,
  ]);
  const messages: string[] = [];
  if (banks && !banks.some((b) => b.extBankAccountId === form.bankAccountId)) messages.push(PO_INVOICE_MESSAGES.bankAccountUnknown);
  if (accounts && !accounts.some((a) => a.codeCombinationId === form.coaId)) messages.push(PO_INVOICE_MESSAGES.chargeAccountUnknown);
  const code = pphCodes ? (form.pphCode ? pphCodes.find((c) => c.code === form.pphCode) : pphCodes[0]) : undefined;
  if (pphCodes && !code) messages.push(PO_INVOICE_MESSAGES.pphCodeUnknown);
  if (messages.length) throw badRequest(...messages);
  return { pph: code ? { code: code.code, rate: withholdingRateFor(code.code, code.rate, hasNpwp)! } : null };
}

/** Whether the supplier has an NPWP (a NITKU starts with one): PPh 23 is doubled without. */
export async function payeeHasNpwp(db: DbOrTx, company: VendorScopeEntry): Promise<boolean> {
  const payee = await taxIdentityOf(db, company.instance, 'SUPPLIER', company.vendorId);
  return (payee.npwp ?? payee.nitku) !== null;
}
