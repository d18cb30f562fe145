import { expect } from 'vitest';
import { batchDetailSchema, poInvoiceDetailSchema, remittanceListSchema, type PoInvoiceDetail } from '@faktura/domain';
import { invoiceIntakes } from '../../src/db/schema/index';
import { getTestContext, injectAs } from './app';
import { bodyOf } from './body';
import { createInvoice, pendingReceipts, uploadPdf } from './po-invoices';
import { createNonPo } from './non-po-invoices';
import { createCategoryFixture, createDebitNoteFixture, createProxyMappingFixture, createVendorMappingFixture } from './master-objects';
import { makeDelegationFixture, makeReviewInvoice } from './reviews';

/** The user whose objects the owner checks use; vendor2 (another supplier) must never reach them. */
export const OWNER = 'vendor';

/** Kinds of object a path parameter can name, each owned by OWNER and created through the API. */
export type OwnedKind =
  | 'poInvoice'
  | 'poInvoiceLine'
  | 'poInvoiceAttachment'
  | 'batch'
  | 'file'
  | 'category'
  | 'vendorMapping'
  | 'proxyMapping'
  | 'debitNote'
  | 'reviewInvoice'
  | 'delegation'
  | 'nonPoInvoice'
  | 'intakeInvoice'
  | 'intakeResponse'
  | 'paymentInstance'
  | 'payment'
  | 'taxPartyKind'
  | 'taxPartyId';

/**
 * The object behind each path parameter, by route path and parameter name. route-access.test.ts
 * fails for a route whose parameter is missing here: add it, so the new route's owner check runs.
 */
export const PATH_PARAMETER_FIXTURES: Record<string, Record<string, OwnedKind>> = {
  '/api/master/categories/:id': { id: 'category' },
  '/api/master/vendor-mappings/:id': { id: 'vendorMapping' },
  '/api/master/proxy-mappings/:id': { id: 'proxyMapping' },
  '/api/debit-notes/:id': { id: 'debitNote' },
  '/api/reviews/:id': { id: 'reviewInvoice' },
  '/api/reviews/:id/submit': { id: 'reviewInvoice' },
  '/api/reviews/:id/verify': { id: 'reviewInvoice' },
  '/api/reviews/:id/reject': { id: 'reviewInvoice' },
  '/api/reviews/:id/travel-orders': { id: 'reviewInvoice' },
  '/api/reviews/:id/freight-lines': { id: 'reviewInvoice' },
  '/api/reviews/:id/export.xls': { id: 'reviewInvoice' },
  '/api/reviews/:id/lines.xls': { id: 'reviewInvoice' },
  '/api/tasks/:id': { id: 'reviewInvoice' },
  '/api/tasks/:id/approve': { id: 'reviewInvoice' },
  '/api/tasks/:id/decline': { id: 'reviewInvoice' },
  '/api/tasks/delegations/:id': { id: 'delegation' },
  '/api/po-invoices/:id': { id: 'poInvoice' },
  '/api/po-invoices/:id/lines/:lineId': { id: 'poInvoice', lineId: 'poInvoiceLine' },
  '/api/po-invoices/:id/add-to-batch': { id: 'poInvoice' },
  '/api/po-invoices/:id/goods-receipt.pdf': { id: 'poInvoice' },
  '/api/non-po-invoices/:id': { id: 'nonPoInvoice' },
  '/api/non-po-invoices/:id/submit-to-recommender': { id: 'nonPoInvoice' },
  '/api/non-po-invoices/:id/export': { id: 'nonPoInvoice' },
  '/api/non-po-invoices/:id/resubmit': { id: 'nonPoInvoice' },
  '/api/batches/:id': { id: 'batch' },
  '/api/batches/:id/goods-receipt.pdf': { id: 'batch' },
  '/api/batches/:id/recap.pdf': { id: 'batch' },
  '/api/batches/:id/report.pdf': { id: 'batch' },
  '/api/files/:id': { id: 'file' },
  '/api/invoices/:id/attachments': { id: 'poInvoice' },
  '/api/invoices/:id/attachments/:fileId': { id: 'poInvoice', fileId: 'poInvoiceAttachment' },
  '/api/invoices/:id/attachments/:fileId/stamped': { id: 'poInvoice', fileId: 'poInvoiceAttachment' },
  '/api/files/:id/stamped': { id: 'file' },
  '/api/finance/po-invoices/:id': { id: 'poInvoice' },
  '/api/finance/po-invoices/:id/options': { id: 'poInvoice' },
  '/api/finance/po-invoices/:id/submit': { id: 'poInvoice' },
  '/api/finance/po-invoices/:id/reject': { id: 'poInvoice' },
  '/api/finance/reviews/:id': { id: 'poInvoice' },
  '/api/finance/reviews/:id/submit': { id: 'poInvoice' },
  '/api/finance/reviews/:id/reject': { id: 'poInvoice' },
  '/api/finance/reviews/:id/export.xls': { id: 'poInvoice' },
  '/api/invoice-responses/:invoiceId/:responseId': { invoiceId: 'intakeInvoice', responseId: 'intakeResponse' },
  '/api/master/tolerances/invoices/:id': { id: 'poInvoice' },
  '/api/ubl/invoices/:id': { id: 'poInvoice' },
  '/api/ubl/debit-notes/:id': { id: 'debitNote' },
  '/api/ubl/batches/:id': { id: 'batch' },
  '/api/timeline/:id': { id: 'poInvoice' },
  '/api/faktur-checks/invoice/:id': { id: 'poInvoice' },
  '/api/duplicates/invoices/:id': { id: 'poInvoice' },
  '/api/remittances/:instance/:checkId': { instance: 'paymentInstance', checkId: 'payment' },
  '/api/remittances/:instance/:checkId/ubl': { instance: 'paymentInstance', checkId: 'payment' },
  '/api/remittances/:instance/:checkId/pdf': { instance: 'paymentInstance', checkId: 'payment' },
  '/api/remittances/invoices/:id': { id: 'poInvoice' },
  '/api/remittances/withholding-slips/:id': { id: 'poInvoice' },
  '/api/master/tax-registrations/:instance/:partyKind/:partyId': { instance: 'paymentInstance', partyKind: 'taxPartyKind', partyId: 'taxPartyId' },
};

/** A DRAFT PO invoice of OWNER in AAM/82 over one open receipt line, with one attachment. */
async function draftPoInvoice(): Promise<PoInvoiceDetail> {
  const [line] = await pendingReceipts(OWNER);
  if (!line) throw new Error(`${OWNER} has no open receipt line left for a fixture invoice`);
  const res = await createInvoice([line.rcvTransactionId]);
  expect(res.statusCode, res.body).toBe(201);
  return bodyOf(res, poInvoiceDetailSchema);
}

/**
 * OWNER's objects for one route's checks: made on first use and fresh for each route, since an
 * allowed caller's request may change or delete them.
 */
export class OwnedObjects {
  private readonly ids = new Map<OwnedKind, Promise<number | string>>();
  private readonly invoices: PoInvoiceDetail[] = [];
  private invoice: Promise<PoInvoiceDetail> | undefined;
  private readonly nonPoIds: number[] = [];

  id(kind: OwnedKind): Promise<number | string> {
    let id = this.ids.get(kind);
    if (!id) {
      id = this.create(kind);
      this.ids.set(kind, id);
    }
    return id;
  }

  /** The route's own invoice (the one its `:id` names); its lines and attachment are the ones the route's other parameters name. */
  private routeInvoice(): Promise<PoInvoiceDetail> {
    this.invoice ??= this.newInvoice();
    return this.invoice;
  }

  private async newInvoice(): Promise<PoInvoiceDetail> {
    const invoice = await draftPoInvoice();
    this.invoices.push(invoice);
    return invoice;
  }

  private async create(kind: OwnedKind): Promise<number | string> {
    switch (kind) {
      case 'poInvoice':
        return (await this.routeInvoice()).id;
      // The route's invoice as if it had come in as a UBL file (the intake row its upload writes), and the answer every such invoice has.
      case 'intakeInvoice': {
        const { id } = await this.routeInvoice();
        const { database } = await getTestContext();
        await database.db.insert(invoiceIntakes).values({ invoiceId: id, format: 'UBL', documentId: `UBL-${id}` });
        return id;
      }
      case 'intakeResponse':
        return 'received';
      // A payment the ERP made to OWNER's supplier (the demo's history), named by its instance and cheque id.
      case 'paymentInstance':
        return 'AAM';
      case 'payment': {
        const res = await injectAs(OWNER, { method: 'GET', url: '/api/remittances?instance=AAM&orgId=82' });
        expect(res.statusCode, res.body).toBe(200);
        return firstPaymentId(bodyOf(res, remittanceListSchema).items);
      }
      // Master data of no supplier: the demo's AAM/83 (Sumatera Estate), whose registration the route's sample sets to what it already is.
      case 'taxPartyKind':
        return 'COMPANY';
      case 'taxPartyId':
        return 83;
      case 'poInvoiceLine':
        return firstId((await this.routeInvoice()).lines, kind);
      case 'poInvoiceAttachment':
        return firstId((await this.routeInvoice()).attachments, kind);
      case 'file':
        return uploadPdf(OWNER);
      case 'nonPoInvoice': {
        const invoice = await createNonPo(OWNER);
        this.nonPoIds.push(invoice.id);
        return invoice.id;
      }
      // Master data belongs to no supplier: finance makes it, and only finance and PIC reach it.
      case 'category':
        return createCategoryFixture();
      case 'vendorMapping':
        return createVendorMappingFixture();
      case 'proxyMapping':
        return createProxyMappingFixture();
      case 'debitNote':
        return createDebitNoteFixture(OWNER);
      // An OPEN non-PO invoice of OWNER's supplier, as the PIC reviews it; a delegation belongs to no supplier.
      case 'reviewInvoice':
        return (await makeReviewInvoice()).id;
      case 'delegation':
        return makeDelegationFixture();
      case 'batch': {
        // A batch of its own invoice, so the route's invoice stays free to be added to it.
        const invoice = await this.newInvoice();
        const res = await injectAs(OWNER, { method: 'POST', url: '/api/batches', payload: { orgId: 82, instance: 'AAM', invoiceIds: [invoice.id] } });
        expect(res.statusCode, res.body).toBe(201);
        return bodyOf(res, batchDetailSchema).id;
      }
    }
  }

  /** Deletes the invoices still deletable, giving their receipt lines back for later tests. */
  async release() {
    for (const invoice of this.invoices) await injectAs(OWNER, { method: 'DELETE', url: `/api/po-invoices/${invoice.id}` });
    for (const id of this.nonPoIds) await injectAs(OWNER, { method: 'DELETE', url: `/api/non-po-invoices/${id}` });
  }
}

function firstPaymentId(items: Array<{ checkId: number }>): number {
  const [item] = items;
  if (!item) throw new Error(`${OWNER}'s supplier has no payment in AAM/82`);
  return item.checkId;
}

function firstId(items: Array<{ id: number }>, kind: OwnedKind): number {
  const [item] = items;
  if (!item) throw new Error(`the fixture invoice has no ${kind}`);
  return item.id;
}
