import {
  INVOICE_RESPONSE_MESSAGES,
  deriveInvoiceResponses,
  erpRejectionsOf,
  parseInvoiceStatus,
  supplierStatus,
  type InvoiceResponse,
  type InvoiceResponseList,
  type PaymentFact,
  type StatusEvent,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { loadVendorScope, type Actor } from '../auth/index';
import { documentParties, getInvoiceInScope, paymentsByInvoice, type InvoiceRow } from '../invoices/index';
import { findIntake, findStatusEvents, type IntakeRow } from './repo';
import { invoiceResponseXml } from './xml';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

type Loaded = { row: InvoiceRow; intake: IntakeRow | undefined; events: StatusEvent[]; payment: PaymentFact | null };

/** The invoice (in the actor's scope, else 404 as if missing), its intake, status changes and the ERP's payment. */
async function load(ctx: Ctx, actor: Actor, invoiceId: number): Promise<Loaded> {
  const { db } = ctx.database;
  const row = await getInvoiceInScope(db, await loadVendorScope(db, actor), invoiceId);
  const [intake, events, paid] = await Promise.all([findIntake(db, row.id), findStatusEvents(db, row.id), paymentsByInvoice(ctx.erp, [row])]);
  const p = paid.get(row.id);
  return { row, intake, events, payment: p ? { amountPaid: p.amount, total: row.totalAmount, paymentDate: p.paymentDate } : null };
}

/** The ERP's refusals while they stand: the invoice is PROCESSED and its last status change was the ERP sending it back. */
function standingErpRejections(row: InvoiceRow, events: StatusEvent[]) {
  if (parseInvoiceStatus(row.status) !== 'PROCESSED') return null;
  const last = events.filter((e) => e.fromStatus && e.toStatus && e.fromStatus !== e.toStatus).at(-1);
  return last?.action === 'ERP_REJECTED' ? erpRejectionsOf(last.data, last.reason) : null;
}

function responsesOf({ intake, events, payment }: Loaded): InvoiceResponse[] {
  return intake ? deriveInvoiceResponses({ receivedAt: intake.receivedAt.toISOString(), events, payment }) : [];
}

/** An invoice's supplier status now, and its Invoice Responses (none unless it came in as a structured file). */
export async function listResponses(ctx: Ctx, actor: Actor, invoiceId: number): Promise<InvoiceResponseList> {
  const loaded = await load(ctx, actor, invoiceId);
  const { row, intake, events, payment } = loaded;
  return {
    invoiceId: row.id,
    status: supplierStatus({ status: row.status, reason: row.reason, erpRejections: standingErpRejections(row, events), payment }),
    intake: intake ? { format: intake.format as 'UBL' | 'FACTURX', documentId: intake.documentId, receivedAt: intake.receivedAt.toISOString() } : null,
    items: responsesOf(loaded),
  };
}

/** One Invoice Response as its UBL ApplicationResponse file. */
export async function responseFile(ctx: Ctx, actor: Actor, invoiceId: number, responseId: string): Promise<{ fileName: string; xml: string }> {
  const loaded = await load(ctx, actor, invoiceId);
  const response = responsesOf(loaded).find((r) => r.id === responseId);
  if (!loaded.intake || !response) throw notFound(INVOICE_RESPONSE_MESSAGES.notFound);
  const { row, intake } = loaded;
  const { company, supplier } = await documentParties(ctx.erp, row);
  return {
    fileName: `invoice-response-${row.id}-${response.id}.xml`,
    xml: invoiceResponseXml({ invoiceId: row.id, response, intake, buyerName: company.name, supplierName: supplier.name }),
  };
}
