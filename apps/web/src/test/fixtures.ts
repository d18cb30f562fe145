import type { CompanyOption, LoginResponse, OpenReceipt, SessionUser } from '@faktura/domain';

export const AAM: CompanyOption = { orgId: 82, instance: 'AAM', name: 'PT Astra Agro Mandiri', vendorId: 5001, email: null };
export const COMET: CompanyOption = { orgId: 91, instance: 'COMET', name: 'PT Comet Niaga', vendorId: 5001, email: null };

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: 1,
    username: 'vendor',
    typeUser: 'VENDOR',
    role: 'VENDOR',
    userDesc: 'PT Sumber Makmur',
    vendorId: 5001,
    vendorName: 'PT Sumber Makmur',
    menu: [100, 110, 200, 210, 400, 410],
    transport: false,
    company: null,
    defaultCompany: null,
    ...overrides,
  };
}

export function makeLogin(user: Partial<SessionUser> = {}, companies: CompanyOption[] = [AAM, COMET]): LoginResponse {
  return { token: 'tok-123', expiresAt: new Date(Date.now() + 3_600_000).toISOString(), user: makeUser(user), companies };
}

/** An open receipt line as GET /api/po-invoices/pending-receipts returns it. */
export function makeReceipt(n: number, overrides: Partial<OpenReceipt> = {}): OpenReceipt {
  return {
    rcvTransactionId: 100 + n,
    receiptNum: `R-${n}`,
    transactionDate: '2026-10-31',
    poNumber: `PO-${n}`,
    poLineNum: n,
    itemCode: null,
    itemDescription: `Item ${n}`,
    uom: 'PCS',
    unitPrice: '1000.00',
    vatCode: 'PPN 11%',
    vatRate: '11.00',
    quantityOpen: '2.000',
    amountOpen: '2000.00',
    orgId: 82,
    instance: 'AAM',
    company: 'PT Astra Agro Mandiri',
    ...overrides,
  };
}
