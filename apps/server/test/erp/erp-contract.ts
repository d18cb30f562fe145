import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErpInvoiceSubmission, ErpPort, ErpReceiptLine, Instance } from '../../src/erp/port';

/**
 * The contract every ERP adapter must pass (docs/architecture.md, "The ERP"): the reference ERP runs it in
 * reference-erp.test.ts; an Oracle adapter runs the same suite against a test instance.
 */

export type Company = { instance: Instance; orgId: number };
export type SupplierRef = Company & { vendorId: number };

/** A supplier whose receipts only the write tests touch: three received PO lines, one partly returned. */
export type WritableSupplier = SupplierRef & {
  vendorSiteId: number;
  /** Received 10, nothing returned. */
  fullLine: number;
  /** Received 5, 2 returned to the vendor: 3 open. */
  returnedLine: number;
  /** Received 4, nothing returned. */
  spareLine: number;
};

export type ErpContractFixtures = {
  /** A supplier with many receipt lines (more than two pages of 10) in one company. */
  main: SupplierRef;
  /** Another supplier in the same company. */
  other: SupplierRef;
  /** A supplier in a second instance; its ids must never surface through the first one. */
  otherInstance: SupplierRef;
  freight: { instance: Instance; vendorId: number };
  travelSupplierName: string;
  /** A fresh writable supplier per call, so write tests never disturb shared data. */
  writable: () => Promise<WritableSupplier>;
};

export type ErpContractSetup = () => Promise<{ erp: ErpPort; fixtures: ErpContractFixtures; teardown?: () => Promise<void> }>;

const MONEY = /^-?\d+\.\d{2}$/;
const QTY = /^-?\d+\.\d{3}$/;
const PRICE = /^-?\d+\.\d{4}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const milli = (q: string) => Math.round(Number(q) * 1000);
const open = (l: ErpReceiptLine) => milli(l.quantityReceived) - milli(l.quantityReturned) - milli(l.quantityBilled);
const newestFirst = (a: ErpReceiptLine, b: ErpReceiptLine) => b.transactionDate.localeCompare(a.transactionDate) || b.rcvTransactionId - a.rcvTransactionId;

export function runErpContract(name: string, setup: ErpContractSetup): void {
  describe(`ERP contract: ${name}`, () => {
    let erp: ErpPort;
    let f: ErpContractFixtures;
    let teardown: (() => Promise<void>) | undefined;
    let all: ErpReceiptLine[];

    beforeAll(async () => {
      ({ erp, fixtures: f, teardown } = await setup());
      const first = await erp.listReceiptLines({ ...f.main, limit: 1, offset: 0 });
      all = (await erp.listReceiptLines({ ...f.main, limit: first.total, offset: 0 })).items;
    });
    afterAll(async () => teardown?.());

    describe('lookups', () => {
      it('lists organisations per instance and finds one by its pair', async () => {
        const orgs = await erp.listOrganizations(f.main.instance);
        expect(orgs.length).toBeGreaterThan(0);
        expect(orgs.every((o) => o.instance === f.main.instance && Number.isInteger(o.orgId) && o.name && o.shortCode)).toBe(true);
        const everywhere = await erp.listOrganizations();
        expect(everywhere.some((o) => o.instance === f.otherInstance.instance)).toBe(true);
        expect(everywhere.length).toBeGreaterThan(orgs.length);
        expect(await erp.getOrganization(f.main.instance, f.main.orgId)).toMatchObject({
          instance: f.main.instance,
          orgId: f.main.orgId,
        });
        expect(await erp.getOrganization(f.otherInstance.instance, f.main.orgId)).toBeNull();
      });

      it('lists suppliers by company and search, within the limit', async () => {
        const supplier = await erp.getSupplier(f.main.instance, f.main.vendorId);
        expect(supplier).toMatchObject({ instance: f.main.instance, vendorId: f.main.vendorId });
        const inCompany = await erp.listSuppliers({ ...f.main, limit: 1000 });
        expect(inCompany.map((s) => s.vendorId)).toContain(f.main.vendorId);
        for (const s of inCompany.slice(0, 5)) {
          const sites = await erp.listSupplierSites(s.instance, s.vendorId, f.main.orgId);
          expect(sites.length).toBeGreaterThan(0);
        }
        const word = supplier!.name.split(' ').at(-1)!.toLowerCase();
        const found = await erp.listSuppliers({ instance: f.main.instance, search: word, limit: 50 });
        expect(found.map((s) => s.vendorId)).toContain(f.main.vendorId);
        expect(found.every((s) => s.name.toLowerCase().includes(word) || s.vendorNumber.toLowerCase().includes(word))).toBe(true);
        expect(await erp.listSuppliers({ instance: f.main.instance, limit: 2 })).toHaveLength(2);
      });

      it('lists companies then suppliers for the tax registrations, paged as one list, searched by name, number or NPWP', async () => {
        const orgs = await erp.listOrganizations();
        const first = await erp.listTaxParties({ offset: 0, limit: orgs.length + 3 });
        expect(first.total).toBeGreaterThan(orgs.length);
        expect(first.items.slice(0, orgs.length).every((p) => p.partyKind === 'COMPANY' && p.npwp === null)).toBe(true);
        expect(first.items.slice(orgs.length).every((p) => p.partyKind === 'SUPPLIER')).toBe(true);
        // The page after it starts where this one ended, across the two lists.
        const next = await erp.listTaxParties({ offset: orgs.length + 3, limit: 3 });
        expect(next.total).toBe(first.total);
        const key = (p: { instance: string; partyKind: string; partyId: number }) => `${p.instance}/${p.partyKind}/${p.partyId}`;
        expect(next.items.map(key).some((k) => first.items.map(key).includes(k))).toBe(false);

        const supplier = (await erp.getSupplier(f.main.instance, f.main.vendorId))!;
        const byName = await erp.listTaxParties({ partyKind: 'SUPPLIER', instance: f.main.instance, search: supplier.name, offset: 0, limit: 50 });
        expect(byName.items.map((p) => p.partyId)).toContain(f.main.vendorId);
        expect(byName.items.every((p) => p.instance === f.main.instance && p.partyKind === 'SUPPLIER')).toBe(true);
        if (supplier.npwp) {
          const byNpwp = await erp.listTaxParties({ search: supplier.npwp, offset: 0, limit: 50 });
          expect(byNpwp.items.find((p) => p.partyId === f.main.vendorId && p.instance === f.main.instance)?.npwp).toBe(supplier.npwp);
        }
        const companies = await erp.listTaxParties({ partyKind: 'COMPANY', offset: 0, limit: 100 });
        expect(companies.total).toBe(orgs.length);
        // A party named in alsoParties is listed whatever the search.
        const also = await erp.listTaxParties({
          search: 'no party is called this',
          alsoParties: [{ partyKind: 'COMPANY', instance: f.main.instance, partyId: f.main.orgId }],
          offset: 0,
          limit: 10,
        });
        expect(also.items.map(key)).toEqual([`${f.main.instance}/COMPANY/${f.main.orgId}`]);
      });

      it('lists sites and banks of one supplier only', async () => {
        const sites = await erp.listSupplierSites(f.main.instance, f.main.vendorId, f.main.orgId);
        expect(sites.length).toBeGreaterThan(0);
        expect(sites.every((s) => s.vendorId === f.main.vendorId && s.orgId === f.main.orgId && s.instance === f.main.instance)).toBe(true);
        const banks = await erp.listSupplierBanks(f.main.instance, f.main.vendorId, f.main.orgId);
        expect(banks.length).toBeGreaterThan(0);
        for (const b of banks) {
          expect(b.vendorId).toBe(f.main.vendorId);
          expect(Number.isInteger(b.extBankAccountId)).toBe(true);
          expect(b.transferTo).toContain(b.accountNum);
        }
      });

      it('lists payment methods, terms, currencies, cost centres and pay groups', async () => {
        const methods = await erp.listPaymentMethods(f.main.instance, f.main.vendorId);
        expect(methods.length).toBeGreaterThan(0);
        expect(methods.every((m) => m.code && m.name)).toBe(true);
        const terms = await erp.listTerms(f.main.instance, f.main.vendorId);
        expect(terms.length).toBeGreaterThan(0);
        expect(terms.every((t) => Number.isInteger(t.termId) && Number.isInteger(t.dueDays) && t.dueDays >= 0)).toBe(true);
        expect((await erp.listCurrencies(f.main.instance)).map((c) => c.code)).toContain('IDR');
        expect((await erp.listCostCenters(f.main.instance, f.main.orgId)).length).toBeGreaterThan(0);
        expect((await erp.listPayGroups(f.main.instance, f.main.orgId)).length).toBeGreaterThan(0);
      });

      it('lists tax codes valid on a date', async () => {
        for (const kind of ['VAT', 'WHT', 'PPH'] as const) {
          const any = await erp.listTaxCodes(f.main.instance, f.main.orgId, kind);
          expect(any.length).toBeGreaterThan(0);
          expect(any.every((t) => t.kind === kind && /^\d+\.\d{2}$/.test(t.rate))).toBe(true);
        }
        const vatEver = await erp.listTaxCodes(f.main.instance, f.main.orgId, 'VAT');
        for (const day of ['2024-06-15', '2025-01-01', '2026-10-01']) {
          const valid = await erp.listTaxCodes(f.main.instance, f.main.orgId, 'VAT', day);
          expect(valid.every((t) => (t.startDate === null || t.startDate <= day) && (t.endDate === null || t.endDate >= day))).toBe(true);
          const expected = vatEver.filter((t) => (t.startDate === null || t.startDate <= day) && (t.endDate === null || t.endDate >= day));
          expect(valid.map((t) => t.taxCodeId).sort()).toEqual(expected.map((t) => t.taxCodeId).sort());
        }
      });

      it('lists the tax codes of several kinds in one answer, each with its own kind', async () => {
        const wht = await erp.listTaxCodes(f.main.instance, f.main.orgId, 'WHT');
        const pph = await erp.listTaxCodes(f.main.instance, f.main.orgId, 'PPH');
        const both = await erp.listTaxCodes(f.main.instance, f.main.orgId, ['WHT', 'PPH']);
        const byId = (codes: typeof both) => [...codes].sort((a, b) => a.taxCodeId - b.taxCodeId);
        expect(byId(both)).toEqual(byId([...wht, ...pph]));
        expect(both.map((t) => Number(t.rate))).toEqual(both.map((t) => Number(t.rate)).sort((a, b) => a - b));
      });

      it('searches accounts of a company', async () => {
        const accounts = await erp.listAccounts(f.main.instance, f.main.orgId);
        expect(accounts.length).toBeGreaterThan(0);
        const sample = accounts[Math.floor(accounts.length / 2)]!;
        const part = sample.segments.split('.')[2] ?? sample.segments;
        const found = await erp.listAccounts(f.main.instance, f.main.orgId, part);
        expect(found.map((a) => a.codeCombinationId)).toContain(sample.codeCombinationId);
        expect(found.every((a) => a.segments.includes(part) || a.description.toUpperCase().includes(part.toUpperCase()))).toBe(true);
        expect(found.length).toBeLessThan(accounts.length);
      });

      it('lists purchase orders of one supplier in one company', async () => {
        const pos = await erp.listPurchaseOrders(f.main.instance, f.main.orgId, f.main.vendorId);
        expect(pos.length).toBeGreaterThan(0);
        expect(pos.every((p) => p.vendorId === f.main.vendorId && p.orgId === f.main.orgId && DAY.test(p.creationDate))).toBe(true);
        const one = pos[0]!;
        expect((await erp.listPurchaseOrders(f.main.instance, f.main.orgId, f.main.vendorId, one.poNumber)).map((p) => p.poHeaderId)).toContain(one.poHeaderId);
      });
    });

    describe('receipt lines', () => {
      it('shapes every value as the port promises', () => {
        expect(all.length).toBeGreaterThan(20);
        for (const l of all) {
          expect(l).toMatchObject({ instance: f.main.instance, orgId: f.main.orgId, vendorId: f.main.vendorId });
          expect(l.transactionDate).toMatch(DAY);
          expect(l.unitPrice).toMatch(PRICE);
          for (const q of [l.quantityReceived, l.quantityReturned, l.quantityBilled]) expect(q).toMatch(QTY);
        }
      });

      it('pages newest first with a stable total', async () => {
        const page1 = await erp.listReceiptLines({ ...f.main, limit: 10, offset: 0 });
        const page2 = await erp.listReceiptLines({ ...f.main, limit: 10, offset: 10 });
        expect(page1.items).toHaveLength(10);
        expect(page2.total).toBe(page1.total);
        expect(page1.total).toBe(all.length);
        expect([...page1.items, ...page2.items]).toEqual(all.slice(0, 20));
        expect([...all].sort(newestFirst)).toEqual(all);
        const beyond = await erp.listReceiptLines({ ...f.main, limit: 10, offset: all.length });
        expect(beyond).toMatchObject({ items: [], total: all.length });
        expect(beyond.totalCapped ?? false).toBe(false);
      });

      it('filters by transaction date and PO number range', async () => {
        const dates = [...new Set(all.map((l) => l.transactionDate))].sort();
        const from = dates[Math.floor(dates.length / 4)]!;
        const to = dates[Math.floor((dates.length * 3) / 4)]!;
        const byDate = await erp.listReceiptLines({ ...f.main, fromDate: from, toDate: to, limit: 1000, offset: 0 });
        expect(byDate.items.map((l) => l.rcvTransactionId)).toEqual(
          all.filter((l) => l.transactionDate >= from && l.transactionDate <= to).map((l) => l.rcvTransactionId),
        );
        const pos = [...new Set(all.map((l) => l.poNumber))].sort();
        const fromPo = pos[1]!;
        const toPo = pos[Math.min(pos.length - 1, 4)]!;
        const byPo = await erp.listReceiptLines({ ...f.main, fromPo, toPo, limit: 1000, offset: 0 });
        expect(byPo.total).toBeGreaterThan(0);
        expect(byPo.items.map((l) => l.rcvTransactionId)).toEqual(all.filter((l) => l.poNumber >= fromPo && l.poNumber <= toPo).map((l) => l.rcvTransactionId));
      });

      it('onlyOpen keeps exactly the lines with received − returned − billed > 0', async () => {
        const openLines = await erp.listReceiptLines({ ...f.main, onlyOpen: true, limit: 1000, offset: 0 });
        expect(openLines.items.map((l) => l.rcvTransactionId)).toEqual(all.filter((l) => open(l) > 0).map((l) => l.rcvTransactionId));
        expect(openLines.total).toBe(openLines.items.length);
        expect(openLines.total).toBeLessThan(all.length);
        const page = await erp.listReceiptLines({ ...f.main, onlyOpen: true, limit: 5, offset: 5 });
        expect(page.items).toEqual(openLines.items.slice(5, 10));
        expect(page.total).toBe(openLines.total);
      });

      it('gets receipt lines by id, within the instance named', async () => {
        const ids = all.slice(0, 3).map((l) => l.rcvTransactionId);
        expect(await erp.getReceiptLines(f.main.instance, ids)).toEqual(all.slice(0, 3));
        expect(await erp.getReceiptLines(f.otherInstance.instance, ids)).toEqual([]);
        expect(await erp.getReceiptLines(f.main.instance, [])).toEqual([]);
      });

      it('shows receipt and return history of a PO consistent with its receipt lines', async () => {
        const returned = all.find((l) => milli(l.quantityReturned) > 0) ?? all[0]!;
        const history = await erp.getReceiptHistory({ ...f.main, poHeaderId: returned.poHeaderId });
        const lines = all.filter((l) => l.poHeaderId === returned.poHeaderId);
        expect(history.length).toBe(lines.length);
        const sum = (xs: string[]) => xs.reduce((a, x) => a + milli(x), 0);
        expect(sum(history.map((h) => h.quantityReceived))).toBe(sum(lines.map((l) => l.quantityReceived)));
        expect(sum(history.map((h) => h.quantityReturned))).toBe(sum(lines.map((l) => l.quantityReturned)));
        expect(history.every((h) => QTY.test(h.quantityShipped) && h.receiptNum && h.shipmentLineStatus)).toBe(true);
        expect(await erp.getReceiptHistory({ ...f.other, poHeaderId: returned.poHeaderId })).toEqual([]);
      });
    });

    describe('isolation', () => {
      it('never answers a call of one instance with rows of another', async () => {
        const foreign = await erp.listReceiptLines({ ...f.main, instance: f.otherInstance.instance, limit: 10, offset: 0 });
        expect(foreign.total).toBe(0);
        const theirs = await erp.listReceiptLines({ ...f.otherInstance, limit: 1000, offset: 0 });
        expect(theirs.total).toBeGreaterThan(0);
        expect(theirs.items.every((l) => l.instance === f.otherInstance.instance)).toBe(true);
        const mine = new Set(all.map((l) => l.rcvTransactionId));
        expect(theirs.items.some((l) => mine.has(l.rcvTransactionId))).toBe(false);
        const suppliers = await erp.listSuppliers({ instance: f.otherInstance.instance, limit: 1000 });
        expect(suppliers.every((s) => s.instance === f.otherInstance.instance)).toBe(true);
        expect(await erp.getSupplier(f.otherInstance.instance, f.main.vendorId)).toBeNull();
        expect(await erp.listSupplierSites(f.otherInstance.instance, f.main.vendorId)).toEqual([]);
        expect(await erp.listPayments({ instance: f.otherInstance.instance, vendorId: f.main.vendorId })).toEqual([]);
      });

      it("never answers one supplier with another supplier's rows", async () => {
        const theirs = await erp.listReceiptLines({ ...f.other, limit: 1000, offset: 0 });
        expect(theirs.total).toBeGreaterThan(0);
        expect(theirs.items.every((l) => l.vendorId === f.other.vendorId)).toBe(true);
        const mine = new Set(all.map((l) => l.rcvTransactionId));
        expect(theirs.items.some((l) => mine.has(l.rcvTransactionId))).toBe(false);
        const banks = await erp.listSupplierBanks(f.other.instance, f.other.vendorId);
        expect(banks.every((b) => b.vendorId === f.other.vendorId)).toBe(true);
      });
    });

    describe('payments, debit notes, freight, travel', () => {
      it('reports payments and schedules of one supplier with their filters', async () => {
        const payments = await erp.listPayments({ instance: f.main.instance, vendorId: f.main.vendorId });
        expect(payments.length).toBeGreaterThan(0);
        for (const p of payments) {
          expect(p.amount).toMatch(MONEY);
          expect(p.paymentDate).toMatch(DAY);
        }
        const dates = payments.map((p) => p.paymentDate).sort();
        const from = dates[Math.floor(dates.length / 2)]!;
        const later = await erp.listPayments({ instance: f.main.instance, vendorId: f.main.vendorId, fromDate: from });
        expect(later.length).toBe(payments.filter((p) => p.paymentDate >= from).length);
        const schedules = await erp.listPaymentSchedules({
          instance: f.main.instance,
          vendorId: f.main.vendorId,
          orgId: f.main.orgId,
        });
        expect(schedules.length).toBeGreaterThan(0);
        expect(schedules.every((s) => MONEY.test(s.invoiceAmount) && MONEY.test(s.amountPaid) && DAY.test(s.invoiceDate))).toBe(true);
        const nums = [...new Set(schedules.map((s) => s.invoiceNum))].sort();
        const ranged = await erp.listPaymentSchedules({
          instance: f.main.instance,
          vendorId: f.main.vendorId,
          orgId: f.main.orgId,
          fromInvoice: nums[0],
          toInvoice: nums[1],
        });
        expect(new Set(ranged.map((s) => s.invoiceNum))).toEqual(new Set(nums.slice(0, 2)));
      });

      it('pages, counts and streams payments and schedules in the list’s order', async () => {
        const q = { instance: f.main.instance, vendorId: f.main.vendorId };
        const all = await erp.listPayments(q);
        expect(await erp.countPayments(q)).toBe(all.length);
        expect(await erp.listPayments({ ...q, limit: 3, offset: 2 })).toEqual(all.slice(2, 5));
        const streamed = [];
        for await (const p of erp.streamPayments(q)) streamed.push(p);
        expect(streamed).toEqual(all);
        const withCompany = { ...q, orgId: f.main.orgId };
        const schedules = await erp.listPaymentSchedules(withCompany);
        expect(await erp.countPaymentSchedules(withCompany)).toBe(schedules.length);
        expect(schedules.every((s) => MONEY.test(s.invoiceAmountPaid))).toBe(true);
        const streamedSchedules = [];
        for await (const s of erp.streamPaymentSchedules(withCompany)) streamedSchedules.push(s);
        expect(streamedSchedules).toEqual(schedules);
        // An invoice the portal never submitted has no exchange date to report.
        expect(await erp.listPortalInvoiceExchangeDates({ instance: f.main.instance, portalInvoiceIds: [] })).toEqual([]);
        expect(await erp.listPortalInvoiceExchangeDates({ instance: f.main.instance, portalInvoiceIds: [2_000_000_000] })).toEqual([]);
      });

      it('lists remittance payments of the suppliers asked, paged, each with the invoices it settles adding up to it', async () => {
        const q = { instance: f.main.instance, vendorIds: [f.main.vendorId], limit: 1000, offset: 0 };
        // The list, the payment report and a page read at one moment: another test's payment run in
        // the same database can add payments between two reads, so the reads are repeated until they agree.
        let all = await erp.listRemittancePayments(q);
        await vi.waitFor(
          async () => {
            all = await erp.listRemittancePayments(q);
            expect(all.total).toBe(all.items.length);
            // The payment report lists a row per invoice a payment settled (a payment run's cheque can
            // settle several): the same cheques as the remittances that settle any invoice.
            const reported = await erp.listPayments({ instance: f.main.instance, vendorId: f.main.vendorId });
            expect(new Set(reported.map((r) => r.checkNum))).toEqual(new Set(all.items.filter((p) => p.invoiceCount > 0).map((p) => p.checkNum)));
            expect(await erp.listRemittancePayments({ ...q, limit: 2, offset: 1 })).toEqual({ items: all.items.slice(1, 3), total: all.total });
          },
          { timeout: 20_000, interval: 200 },
        );
        expect(all.items.every((p) => p.vendorId === f.main.vendorId && MONEY.test(p.amount) && DAY.test(p.checkDate))).toBe(true);
        expect(await erp.listRemittancePayments({ ...q, vendorIds: [] })).toEqual({ items: [], total: 0 });
        const dates = all.items.map((p) => p.checkDate).sort();
        const from = dates[Math.floor(dates.length / 2)]!;
        const later = await erp.listRemittancePayments({ ...q, fromDate: from, orgId: f.main.orgId });
        expect(later.items).toEqual(all.items.filter((p) => p.checkDate >= from && p.orgId === f.main.orgId));
        const paying = all.items.find((p) => p.invoiceCount > 0)!;
        const detail = (await erp.getRemittancePayment({ instance: f.main.instance, checkId: paying.checkId }))!;
        expect(detail.invoices.length).toBe(paying.invoiceCount);
        const cents = detail.invoices.reduce((acc, i) => acc + BigInt(i.paidAmount.replace('.', '')), 0n);
        expect(cents).toBe(BigInt(detail.amount.replace('.', '')));
        expect(await erp.getRemittancePayment({ instance: f.main.instance, checkId: 2_000_000_000 })).toBeNull();
        // From the portal's invoices back to the payments on them: the same payment, the same amount paid.
        const portalIds = detail.invoices.flatMap((i) => (i.portalInvoiceId === null ? [] : [i.portalInvoiceId]));
        const ofInvoices = await erp.listPortalInvoiceRemittances({ instance: f.main.instance, portalInvoiceIds: portalIds });
        for (const i of detail.invoices.filter((x) => x.portalInvoiceId !== null))
          expect(ofInvoices).toContainEqual({
            portalInvoiceId: i.portalInvoiceId,
            checkId: paying.checkId,
            checkNum: paying.checkNum,
            checkDate: paying.checkDate,
            paidAmount: i.paidAmount,
          });
        expect(await erp.listPortalInvoiceRemittances({ instance: f.main.instance, portalInvoiceIds: [] })).toEqual([]);
      });

      it("lists the portal's invoices first paid in a period, each once, on the date of its earliest payment", async () => {
        const q = { instance: f.main.instance, orgId: f.main.orgId, fromDate: '2000-01-01', toDate: '2999-12-31' };
        const all = await erp.listPortalInvoicesFirstPaid(q);
        expect(new Set(all.map((r) => r.portalInvoiceId)).size).toBe(all.length);
        expect(all.map((r) => r.firstPaymentDate)).toEqual(all.map((r) => r.firstPaymentDate).sort());
        const payments = await erp.listPortalInvoiceRemittances({ instance: f.main.instance, portalInvoiceIds: all.map((r) => r.portalInvoiceId) });
        for (const r of all) {
          expect(DAY.test(r.firstPaymentDate)).toBe(true);
          const dates = payments.filter((p) => p.portalInvoiceId === r.portalInvoiceId).map((p) => p.checkDate);
          expect(r.firstPaymentDate).toBe(dates.sort()[0]);
        }
        const middle = all[Math.floor(all.length / 2)]?.firstPaymentDate ?? '2026-01-01';
        expect(await erp.listPortalInvoicesFirstPaid({ ...q, fromDate: middle, toDate: middle })).toEqual(all.filter((r) => r.firstPaymentDate === middle));
        expect(await erp.listPortalInvoicesFirstPaid({ ...q, fromDate: '2000-01-01', toDate: '2000-01-31' })).toEqual([]);
      });

      it('lists debit notes whose lines add up', async () => {
        const notes = await erp.listDebitNotes(f.main);
        expect(notes.length).toBeGreaterThan(0);
        for (const n of notes) {
          expect(n).toMatchObject({ instance: f.main.instance, orgId: f.main.orgId, vendorId: f.main.vendorId });
          expect(n.lines.length).toBeGreaterThan(0);
          expect(n.lines.reduce((a, l) => a + Math.round(Number(l.amount) * 100), 0)).toBe(Math.round(Number(n.amount) * 100));
        }
        expect(await erp.listDebitNotes(f.other)).not.toContainEqual(expect.objectContaining({ vendorId: f.main.vendorId }));
      });

      it("gives a supplier's ledger: the opening as of a date equals the entries before it, and another supplier has its own", async () => {
        const q = { instance: f.main.instance, vendorId: f.main.vendorId, orgId: f.main.orgId };
        const whole = await erp.getSupplierLedger({ ...q, from: '1900-01-01', to: '2999-12-31' });
        expect(whole.opening).toEqual([]);
        expect(whole.entries.some((e) => e.kind === 'INVOICE')).toBe(true);
        for (const e of whole.entries) {
          expect(e.date).toMatch(DAY);
          expect(e.amount).toMatch(MONEY);
        }
        for (const o of whole.openInvoices) expect(o.openAmount).toMatch(MONEY);
        // Each open invoice carries its own remaining amount, never more than the invoice itself.
        const totals = new Map(whole.entries.filter((e) => e.kind === 'INVOICE').map((e) => [e.reference, e.amount]));
        expect(whole.openInvoices.length).toBeGreaterThan(0);
        for (const o of whole.openInvoices) expect(Number(o.openAmount), o.reference).toBeLessThanOrEqual(Number(totals.get(o.reference)));
        const dates = [...new Set(whole.entries.map((e) => e.date))].sort();
        const cut = dates[Math.floor(dates.length / 2)]!;
        const later = await erp.getSupplierLedger({ ...q, from: cut, to: '2999-12-31' });
        const cents = (v: string) => Math.round(Number(v) * 100);
        const expected = new Map<string, number>();
        for (const e of whole.entries.filter((x) => x.date < cut))
          expected.set(e.currency, (expected.get(e.currency) ?? 0) + (e.kind === 'INVOICE' ? 1 : -1) * cents(e.amount));
        expect(new Map(later.opening.map((o) => [o.currency, cents(o.amount)]))).toEqual(expected);
        expect(later.entries).toEqual(whole.entries.filter((x) => x.date >= cut));
        const others = await erp.getSupplierLedger({ ...q, vendorId: f.other.vendorId, from: '1900-01-01', to: '2999-12-31' });
        expect(others.entries).not.toEqual(whole.entries);
      });

      it('lists AWB lines by date, AWB and branch, and the branches', async () => {
        const lines = await erp.listAwbLines(f.freight);
        expect(lines.length).toBeGreaterThan(10);
        expect(lines.every((l) => l.vendorId === f.freight.vendorId && MONEY.test(l.totalCompany) && QTY.test(l.quantity))).toBe(true);
        const branches = await erp.listBranches(f.freight.instance, f.freight.vendorId);
        expect(branches.length).toBeGreaterThan(0);
        const branch = branches[0]!.name;
        const inBranch = await erp.listAwbLines({ ...f.freight, branch });
        expect(inBranch.length).toBe(lines.filter((l) => l.branch === branch).length);
        const one = lines[3]!;
        expect((await erp.listAwbLines({ ...f.freight, awb: one.awb })).map((l) => l.awb)).toEqual([one.awb]);
        const ranged = await erp.listAwbLines({ ...f.freight, fromDate: one.shipDate, toDate: one.shipDate });
        expect(ranged.length).toBe(lines.filter((l) => l.shipDate === one.shipDate).length);
      });

      it('lists travel orders by supplier name, case-insensitively', async () => {
        const orders = await erp.listTravelOrders(f.travelSupplierName.toUpperCase());
        expect(orders.length).toBeGreaterThan(0);
        expect(orders.every((o) => o.supplierName === f.travelSupplierName && o.startDate <= o.endDate)).toBe(true);
        expect(await erp.listTravelOrders('No Such Supplier')).toEqual([]);
      });
    });

    registerWriteTests(() => ({ erp, f }));
  });
}

function invoice(w: WritableSupplier, over: Partial<ErpInvoiceSubmission>, lines: Array<{ rcv: number; qty: string; amount: string }>): ErpInvoiceSubmission {
  const amount = lines.reduce((a, l) => a + Math.round(Number(l.amount) * 100), 0);
  const tax = Math.round(amount * 0.12);
  return {
    instance: w.instance,
    orgId: w.orgId,
    portalInvoiceId: 0,
    invoiceNo: '',
    invoiceDate: '2026-10-20',
    glDate: null,
    vendorId: w.vendorId,
    vendorSiteId: w.vendorSiteId,
    currencyCode: 'IDR',
    invoiceAmount: (amount / 100).toFixed(2),
    taxAmount: (tax / 100).toFixed(2),
    totalAmount: ((amount + tax) / 100).toFixed(2),
    description: 'Contract test invoice',
    termId: null,
    paymentMethod: 'EFT',
    payGroup: null,
    withholdingAmount: '0.00',
    lines: lines.map((l, i) => ({
      lineNum: i + 1,
      amount: l.amount,
      description: `line ${i + 1}`,
      rcvTransactionId: l.rcv,
      quantity: l.qty,
      ccid: null,
      vatCode: 'PPN 12%',
    })),
    ...over,
    // One key per submission, as the outbox gives: the same submission delivered twice shares it.
    idempotencyKey: over.idempotencyKey ?? `CT-${over.portalInvoiceId ?? 0}`,
  };
}

let portalIds = 900_000 + (Date.now() % 1_000_000) * 10;

function registerWriteTests(ctx: () => { erp: ErpPort; f: ErpContractFixtures }) {
  describe('writes', () => {
    const openOf = async (erp: ErpPort, w: WritableSupplier) => erp.listReceiptLines({ ...w, onlyOpen: true, limit: 100, offset: 0 });

    it('accepts an invoice, raises billed quantity and closes fully billed lines', async () => {
      const { erp, f } = ctx();
      const w = await f.writable();
      const before = await openOf(erp, w);
      expect(before.total).toBe(3);
      const first = await erp.submitInvoice(
        invoice(w, { portalInvoiceId: ++portalIds, invoiceNo: `CT-${w.vendorId}-1` }, [{ rcv: w.fullLine, qty: '4', amount: '400000.00' }]),
      );
      expect(first).toMatchObject({ accepted: true });
      const [line] = await erp.getReceiptLines(w.instance, [w.fullLine]);
      expect(line!.quantityBilled).toBe('4.000');
      const second = await erp.submitInvoice(
        invoice(w, { portalInvoiceId: ++portalIds, invoiceNo: `CT-${w.vendorId}-2` }, [
          { rcv: w.fullLine, qty: '6', amount: '600000.00' },
          { rcv: w.returnedLine, qty: '3', amount: '300000.00' },
        ]),
      );
      expect(second).toMatchObject({ accepted: true });
      const after = await openOf(erp, w);
      expect(after.items.map((l) => l.rcvTransactionId)).toEqual([w.spareLine]);
      expect(after.total).toBe(1);
      expect((await erp.listReceiptLines({ ...w, limit: 100, offset: 0 })).total).toBe(3);
      const schedules = await erp.listPaymentSchedules({ instance: w.instance, vendorId: w.vendorId });
      expect(schedules.map((s) => s.invoiceNum).sort()).toEqual([`CT-${w.vendorId}-1`, `CT-${w.vendorId}-2`]);
      expect(schedules.every((s) => s.amountPaid === '0.00')).toBe(true);
    });

    it("tells an imported invoice's ERP id and installments, nothing paid yet, and nothing of an invoice it does not hold", async () => {
      const { erp, f } = ctx();
      const w = await f.writable();
      const portalInvoiceId = ++portalIds;
      const result = await erp.submitInvoice(
        invoice(w, { portalInvoiceId, invoiceNo: `CT-SET-${w.vendorId}` }, [{ rcv: w.fullLine, qty: '1', amount: '100000.00' }]),
      );
      expect(result.accepted).toBe(true);
      const [settlement, ...more] = await erp.listPortalInvoiceSettlements({ instance: w.instance, portalInvoiceIds: [portalInvoiceId, ++portalIds] });
      expect(more).toEqual([]);
      expect(settlement).toMatchObject({ portalInvoiceId, erpInvoiceId: result.accepted ? result.erpId : '', payments: [] });
      expect(settlement!.installments.length).toBeGreaterThan(0);
      expect(settlement!.installments.every((i) => /^\d{4}-\d{2}-\d{2}$/.test(i.dueDate) && i.amountRemaining === i.grossAmount)).toBe(true);
      expect(await erp.listPortalInvoiceSettlements({ instance: f.otherInstance.instance, portalInvoiceIds: [portalInvoiceId] })).toEqual([]);
      expect(await erp.listPortalInvoiceSettlements({ instance: w.instance, portalInvoiceIds: [] })).toEqual([]);
    });

    it('rejects a duplicate invoice number for the supplier, whatever its case', async () => {
      const { erp, f } = ctx();
      const w = await f.writable();
      const ok = await erp.submitInvoice(
        invoice(w, { portalInvoiceId: ++portalIds, invoiceNo: `ct-dup-${w.vendorId}` }, [{ rcv: w.fullLine, qty: '1', amount: '100000.00' }]),
      );
      expect(ok.accepted).toBe(true);
      const dup = await erp.submitInvoice(
        invoice(w, { portalInvoiceId: ++portalIds, invoiceNo: `CT-DUP-${w.vendorId}` }, [{ rcv: w.spareLine, qty: '1', amount: '100000.00' }]),
      );
      expect(dup.accepted).toBe(false);
      expect(dup.accepted === false && dup.message).toMatch(/already exists/i);
      const [spare] = await erp.getReceiptLines(w.instance, [w.spareLine]);
      expect(spare!.quantityBilled).toBe('0.000');
    });

    it('answers a retried delivery with the same ERP id, billing once', async () => {
      const { erp, f } = ctx();
      const w = await f.writable();
      const submission = invoice(w, { portalInvoiceId: ++portalIds, invoiceNo: `CT-RETRY-${w.vendorId}` }, [
        { rcv: w.fullLine, qty: '2', amount: '200000.00' },
      ]);
      const a = await erp.submitInvoice(submission);
      const b = await erp.submitInvoice(submission);
      expect(a.accepted && b.accepted).toBe(true);
      expect(b).toEqual(a);
      expect((await erp.getReceiptLines(w.instance, [w.fullLine]))[0]!.quantityBilled).toBe('2.000');
    });

    it('rejects billing beyond the open quantity (returns reduce it) and keeps nothing of the invoice', async () => {
      const { erp, f } = ctx();
      const w = await f.writable();
      const result = await erp.submitInvoice(
        invoice(w, { portalInvoiceId: ++portalIds, invoiceNo: `CT-OVER-${w.vendorId}` }, [
          { rcv: w.spareLine, qty: '1', amount: '100000.00' },
          { rcv: w.returnedLine, qty: '4', amount: '400000.00' },
        ]),
      );
      expect(result.accepted).toBe(false);
      expect(result.accepted === false && result.message).toMatch(/open quantity/i);
      const lines = await erp.getReceiptLines(w.instance, [w.spareLine, w.returnedLine]);
      expect(lines.map((l) => l.quantityBilled)).toEqual(['0.000', '0.000']);
      expect(await erp.listPaymentSchedules({ instance: w.instance, vendorId: w.vendorId })).toEqual([]);
      const retry = await erp.submitInvoice(
        invoice(w, { portalInvoiceId: ++portalIds, invoiceNo: `CT-OVER-${w.vendorId}` }, [{ rcv: w.returnedLine, qty: '3', amount: '300000.00' }]),
      );
      expect(retry.accepted).toBe(true);
    });

    it('rejects unknown suppliers, amounts that do not add up and receipts of another instance', async () => {
      const { erp, f } = ctx();
      const w = await f.writable();
      const base = { invoiceNo: `CT-BAD-${w.vendorId}` };
      const unknown = await erp.submitInvoice(
        invoice(w, { ...base, portalInvoiceId: ++portalIds, vendorId: 987_654_321, vendorSiteId: null }, [{ rcv: w.fullLine, qty: '1', amount: '1.00' }]),
      );
      expect(unknown).toMatchObject({ accepted: false, message: expect.stringMatching(/supplier/i) as unknown });
      const lineSum = await erp.submitInvoice(
        invoice(w, { ...base, portalInvoiceId: ++portalIds, invoiceAmount: '999.00', totalAmount: '999.00', taxAmount: '0.00' }, [
          { rcv: w.fullLine, qty: '1', amount: '100.00' },
        ]),
      );
      expect(lineSum).toMatchObject({ accepted: false, message: expect.stringMatching(/sum of its lines/i) as unknown });
      const total = await erp.submitInvoice(
        invoice(w, { ...base, portalInvoiceId: ++portalIds, totalAmount: '1.00' }, [{ rcv: w.fullLine, qty: '1', amount: '100.00' }]),
      );
      expect(total).toMatchObject({ accepted: false, message: expect.stringMatching(/total amount/i) as unknown });
      const foreign = await erp.submitInvoice(
        invoice(
          w,
          {
            ...base,
            portalInvoiceId: ++portalIds,
            instance: f.otherInstance.instance,
            orgId: f.otherInstance.orgId,
            vendorId: f.otherInstance.vendorId,
            vendorSiteId: null,
          },
          [{ rcv: w.fullLine, qty: '1', amount: '100.00' }],
        ),
      );
      expect(foreign.accepted).toBe(false);
      expect((await erp.getReceiptLines(w.instance, [w.fullLine]))[0]!.quantityBilled).toBe('0.000');
    });
  });
}
