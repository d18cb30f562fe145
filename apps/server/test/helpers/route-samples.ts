import type { OwnedObjects } from './owned-objects';

/** The company every sample works in (OWNER's AAM/82). */
const COMPANY = 'orgId=82&instance=AAM';

/**
 * A request a route's schema accepts, so that its role guard and its handler are what answer.
 * Routes not listed get no query string and no body.
 */
export type RouteSample = {
  query?: string;
  payload?: object;
  /** A JSON body naming the route's owned objects (e.g. the batch to add to). */
  payloadFrom?: (owned: OwnedObjects) => Promise<object>;
  /** Sends a small PDF as multipart/form-data. */
  upload?: true;
  /** The request revokes the caller's session (logout): the test logs in again after it. */
  endsSession?: true;
  /**
   * An allowed caller gets a 4xx from the route's own rules (an incomplete form, another
   * company, a stale revision) instead of a 2xx: a real one needs more than a sample can carry.
   */
  refusedByRules?: true;
  /**
   * The query names an object of OWNER's supplier (its user, its user mapping, the supplier
   * itself): another supplier gets 403 or 404, and a PIC that supplier is not mapped to 404, as
   * for another owner's object.
   */
  ownerInQuery?: true;
};

/** By `METHOD /path` as the route catalogue names it. */
export const ROUTE_SAMPLES: Record<string, RouteSample> = {
  'GET /api/master/categories/accounts': { query: COMPANY },
  'POST /api/master/categories': { payload: {}, refusedByRules: true },
  'PUT /api/master/categories/:id': { payload: {}, refusedByRules: true },
  // The route's invoice has no PPh withheld: an allowed caller is refused by the slip's own rule.
  'PUT /api/invoices/:id/attachments/:fileId/stamped': { payload: { stamped: false } },
  // The owner's sample file is already saved with its invoice: only a pending upload is marked here.
  'PUT /api/files/:id/stamped': { payload: { stamped: true }, refusedByRules: true },
  'PUT /api/remittances/withholding-slips/:id': { payload: { slipNo: 'BP-0001', slipDate: '2026-11-20' }, refusedByRules: true },
  'GET /api/statements': { query: `${COMPANY}&vendorId=3001&from=2026-01-01&to=2026-11-26`, ownerInQuery: true },
  'GET /api/statements/xlsx': { query: `${COMPANY}&vendorId=3001&from=2026-01-01&to=2026-11-26`, ownerInQuery: true },
  'GET /api/statements/pdf': { query: `${COMPANY}&vendorId=3001&from=2026-01-01&to=2026-11-26`, ownerInQuery: true },
  // A file of OWNER's invoice: its supplier, its PIC and finance may have it checked; another supplier gets 404.
  'POST /api/faktur-checks/preview': {
    payloadFrom: async (owned) => ({ fileId: await owned.id('poInvoiceAttachment'), instance: 'AAM', orgId: 82 }),
    ownerInQuery: true,
  },
  // The demo's registration of AAM/83 as it is: the sample changes nothing other tests read.
  'PUT /api/master/tax-registrations/:instance/:partyKind/:partyId': { payload: { npwp: '0013002456091000', nitku: '0013002456091000000002' } },
  'PUT /api/master/payment-runs': { payload: { instance: 'AAM', orgId: 83, weekdays: [], monthDays: [] } },
  // A range long before any portal invoice: the batch runs and pays nothing.
  'POST /api/reference-erp/payment-batches': { payload: { payFromDate: '1901-01-01', payThroughDate: '1901-01-01' } },
  'PUT /api/master/tolerances': { payload: { instance: 'COMET', orgId: 201, pricePct: '', quantityPct: '', qtyReceivedPct: '' } },
  'GET /api/master/tolerances/basis': { query: `${COMPANY}&ids=1` },
  'GET /api/master/vendor-mappings/options': { query: COMPANY },
  // Which invoice is whose is the module's own test (invoice-responses.test.ts); any id is read in scope.
  'GET /api/invoice-responses': { query: 'invoiceId=1', refusedByRules: true },
  'GET /api/master/vendor-mappings/vendor-sites': { query: `${COMPANY}&vendorId=3001` },
  'POST /api/master/vendor-mappings': { payload: {}, refusedByRules: true },
  'PUT /api/master/vendor-mappings/:id': { payload: {}, refusedByRules: true },
  'POST /api/master/proxy-mappings': { payload: {}, refusedByRules: true },
  'PUT /api/master/proxy-mappings/:id': { payload: {}, refusedByRules: true },
  'GET /api/debit-notes/erp': { query: `${COMPANY}&vendorId=3001` },
  // The last 60 days, where the demo dates its invoices.
  'GET /api/ubl/period': { query: `from=${new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}` },
  'GET /api/debit-notes/erp/find': { query: `${COMPANY}&vendorId=3001&debitNoteId=1`, refusedByRules: true },
  'POST /api/debit-notes': { payload: {}, refusedByRules: true },
  'POST /api/auth/logout': { endsSession: true },
  'PUT /api/auth/company': { payload: { orgId: 82, instance: 'AAM' } },
  'PUT /api/auth/language': { payload: { language: 'en' } },
  'POST /api/notifications/read-all': { payload: { kind: 'task' } },
  'GET /api/po-invoices/pending-receipts': { query: COMPANY },
  'POST /api/erp-deliveries/retry': { payload: { id: 2147483647 }, refusedByRules: true },
  'GET /api/po-invoices/form-options': { query: COMPANY },
  'GET /api/po-invoices/flip': { query: `${COMPANY}&receipts=1` },
  'GET /api/non-po-options': { query: `${COMPANY}&vendorId=3001`, refusedByRules: true },
  'GET /api/non-po-options/vat-codes': { query: `${COMPANY}&invoiceDate=2026-11-10` },
  'GET /api/non-po-options/accounts': { query: `${COMPANY}&search=610` },
  'GET /api/non-po-options/vendors': { query: `${COMPANY}&search=SINAR` },
  'POST /api/non-po-invoices': { payload: {}, refusedByRules: true },
  'PUT /api/non-po-invoices/:id': { payload: { revision: 1 }, refusedByRules: true },
  'POST /api/non-po-invoices/:id/submit-to-recommender': { payload: { revision: 1 }, refusedByRules: true },
  'POST /api/non-po-invoices/:id/resubmit': { payload: { revision: 1 }, refusedByRules: true },
  'GET /api/non-po-options/travel-orders': { query: `${COMPANY}&vendorId=3001`, refusedByRules: true },
  'POST /api/po-invoices': { payload: {}, refusedByRules: true },
  'PUT /api/po-invoices/:id': { payload: { revision: 1 }, refusedByRules: true },
  'GET /api/batches/drafts': { query: COMPANY },
  'GET /api/batches/available-invoices': { query: COMPANY },
  'POST /api/batches': { payload: {}, refusedByRules: true },
  'PUT /api/batches/:id': { payload: {}, refusedByRules: true },
  'POST /api/po-invoices/:id/add-to-batch': { payloadFrom: async (owned) => ({ batchId: await owned.id('batch') }) },
  'POST /api/duplicates/clear': { payloadFrom: async (owned) => ({ invoiceId: await owned.id('poInvoice'), otherInvoiceId: await owned.id('nonPoInvoice') }) },
  'GET /api/receipts/purchase-orders': { query: COMPANY, refusedByRules: true },
  'GET /api/receipts/history': { query: COMPANY, refusedByRules: true },
  'GET /api/reports/payments': { query: COMPANY },
  'GET /api/stamp-duty': { query: COMPANY },
  'GET /api/coretax-exports/preview': { query: `${COMPANY}&kind=bppu&period=2026-10` },
  // A period with nothing paid answers 400 with the reason; whether finance may ask is what is sampled.
  'GET /api/coretax-exports/download': { query: `${COMPANY}&kind=retur&period=2026-10`, refusedByRules: true },
  'GET /api/reports/payments/export': { query: `${COMPANY}&format=xlsx` },
  'GET /api/reports/payment-schedules': { query: COMPANY },
  'GET /api/reports/payment-schedules/export': { query: `${COMPANY}&format=xls` },
  'GET /api/reports/invoices': { query: COMPANY },
  'GET /api/reports/invoices/export': { query: `${COMPANY}&format=xlsx` },
  'GET /api/reports/invoice-history': { query: `${COMPANY}&poHeaderId=1` },
  'GET /api/suppliers': { query: 'instance=AAM' },
  'POST /api/files': { upload: true },
  'POST /api/invoices/:id/attachments': { upload: true },
  // A PDF with no invoice XML inside: the intake's own test reads real ones.
  'POST /api/intake': { upload: true, refusedByRules: true },
  'GET /api/users/detail': { query: 'username=vendor', ownerInQuery: true },
  'POST /api/users': { payload: {}, refusedByRules: true },
  'PUT /api/users': { payload: {}, refusedByRules: true },
  'PUT /api/users/roles': { payload: { code: 'NO-SUCH-ROLE', pageNos: [] }, refusedByRules: true },
  // The demo's first mapping: vendor's in AAM/82.
  'GET /api/user-mappings/detail': { query: 'id=1', ownerInQuery: true },
  'POST /api/user-mappings': { payload: {}, refusedByRules: true },
  'POST /api/drive/url': { payload: { company: 'ITD' } },
  'POST /api/drive/code': { payload: {}, refusedByRules: true },
  'POST /api/drive/uploads/retry': { payload: { id: 2147483647 }, refusedByRules: true },
  'GET /api/finance/find': { query: `${COMPANY}&vendorId=3001` },
  'GET /api/finance/v2/find': { query: `${COMPANY}&vendorId=3001&matchType=MATCH` },
  'GET /api/finance/invoice-numbers': { query: 'search=SJA' },
  'GET /api/finance/po-invoices': { query: 'invoiceNo=SJA%2FINV%2F2026%2F0103&batchNo=AAM-82-00002&vendorId=3001&orgId=82&instance=AAM' },
  'PUT /api/finance/po-invoices/:id': { payload: { revision: 1 }, refusedByRules: true },
  'POST /api/finance/po-invoices/:id/submit': { payload: { revision: 1 }, refusedByRules: true },
  'POST /api/finance/po-invoices/:id/reject': { payload: { revision: 1 }, refusedByRules: true },
  // The owned fixture is a PO invoice: the finance review serves non-PO and proxy invoices only (404).
  'GET /api/finance/reviews/:id': { refusedByRules: true },
  'GET /api/finance/reviews/:id/export.xls': { refusedByRules: true },
  'POST /api/finance/reviews/:id/submit': { payload: { revision: 1 }, refusedByRules: true },
  'POST /api/finance/reviews/:id/reject': { payload: { revision: 1 }, refusedByRules: true },
  'GET /api/batches/proxy-invoices': { query: COMPANY },
  'POST /api/batches/proxy': { payload: {}, refusedByRules: true },
  'GET /api/reviews/lookup': { query: 'instance=AAM&orgId=82&vendorId=3001&invoiceNo=SJA%2FNP%2F2026%2F0202', refusedByRules: true },
  'PUT /api/reviews/:id': { payload: { revision: 1 }, refusedByRules: true },
  'POST /api/reviews/:id/submit': { payload: { revision: 1 }, refusedByRules: true },
  'POST /api/reviews/:id/verify': { payload: { revision: 999 }, refusedByRules: true },
  'POST /api/reviews/:id/reject': { payload: { revision: 1 }, refusedByRules: true },
  'GET /api/reviews/:id/travel-orders': { refusedByRules: true },
  'GET /api/tasks/:id': { refusedByRules: true },
  'POST /api/tasks/:id/approve': { payload: { revision: 1 }, refusedByRules: true },
  'POST /api/tasks/:id/decline': { payload: { revision: 1 }, refusedByRules: true },
  'POST /api/tasks/delegations': { payload: {}, refusedByRules: true },
  'DELETE /api/tasks/delegations/:id': { refusedByRules: true },
  'PUT /api/mail-preferences': { payload: { events: [], digest: false } },
  'GET /api/expedition/options': { query: `${COMPANY}&vendorId=3002`, refusedByRules: true },
  'GET /api/expedition/lines': { query: `${COMPANY}&vendorId=3002&paymentSite=HO`, refusedByRules: true },
  'PUT /api/expedition/lines': { payload: { orgId: 82, instance: 'AAM', vendorId: 3002, awbLineId: 1, revision: 0 }, refusedByRules: true },
  'GET /api/expedition/summary': { query: `${COMPANY}&vendorId=3002`, refusedByRules: true },
  'POST /api/expedition/submit': { payload: { orgId: 82, instance: 'AAM', vendorId: 3002, invoices: [] }, refusedByRules: true },
  'GET /api/expedition/export.xls': { query: `${COMPANY}&vendorId=3002&paymentSite=HO`, refusedByRules: true },
  'GET /api/expedition/export.xlsx': { query: `${COMPANY}&vendorId=3002&paymentSite=HO`, refusedByRules: true },
  'POST /api/expedition/upload': { query: `${COMPANY}&vendorId=3002`, upload: true, refusedByRules: true },
  'GET /api/reviews/:id/freight-lines': { refusedByRules: true },
  'GET /api/reviews/:id/export.xls': { refusedByRules: true },
  'GET /api/reviews/:id/lines.xls': { refusedByRules: true },
};
