import {
  checkTaxRegistration,
  formatNitku,
  formatNpwp,
  TAX_REGISTRATION_MESSAGES,
  taxNumberSearch,
  taxRegistrationMessages,
  type TaxPartyKind,
  type TaxRegistration,
  type TaxRegistrationInput,
  type TaxRegistrationList,
  type TaxRegistrationListQuery,
  type TaxRegistrationSaved,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { ErpTaxParty } from '../../erp/port/index';
import { badRequest, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import type { Actor } from '../auth/index';
import { identityFrom } from './identity';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

const iso = (value: Date | string | null | undefined) => (value ? (value instanceof Date ? value : new Date(value)).toISOString() : null);
const sameKey = (a: repo.PartyKey, b: { instance: string; partyKind: string; partyId: number }) =>
  a.instance === b.instance && a.partyKind === b.partyKind && a.partyId === b.partyId;

function toItem(party: ErpTaxParty, record: repo.RecordRow | undefined): TaxRegistration {
  const identity = identityFrom(record, party.npwp);
  return {
    instance: party.instance,
    partyKind: party.partyKind,
    partyId: party.partyId,
    partyNumber: party.partyNumber,
    name: party.name,
    npwp: identity.npwp,
    npwpPrinted: identity.npwp ? formatNpwp(identity.npwp) : null,
    nitku: identity.nitku,
    nitkuPrinted: identity.nitku ? formatNitku(identity.nitku) : null,
    source: identity.source,
    erpNpwp: party.npwp,
    updatedBy: record?.updatedBy ?? null,
    updatedAt: iso(record?.updatedAt),
  };
}

/** A page of companies and suppliers with their registrations; a search by digits also finds finance's own NPWP and NITKU. */
export async function listTaxRegistrations(ctx: Ctx, q: TaxRegistrationListQuery): Promise<TaxRegistrationList> {
  const search = q.search?.trim() || undefined;
  const digits = taxNumberSearch(search);
  const alsoParties = digits ? await repo.findByDigits(ctx.database.db, digits) : [];
  const { items, total } = await ctx.erp.listTaxParties({
    partyKind: q.partyKind,
    instance: q.instance,
    search,
    alsoParties,
    offset: (q.page - 1) * q.pageSize,
    limit: q.pageSize,
  });
  const records = await repo.findRecords(ctx.database.db, items);
  return {
    items: items.map((party) =>
      toItem(
        party,
        records.find((r) => sameKey(party, r)),
      ),
    ),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The ERP's party behind a key, or 404: a registration belongs to a supplier or company the ERP knows. */
async function partyOf(ctx: Ctx, key: repo.PartyKey): Promise<ErpTaxParty> {
  if (key.partyKind === 'COMPANY') {
    const org = await ctx.erp.getOrganization(key.instance, key.partyId);
    if (org) return { partyKind: 'COMPANY', instance: org.instance, partyId: org.orgId, partyNumber: org.shortCode, name: org.name, npwp: null };
  } else {
    const supplier = await ctx.erp.getSupplier(key.instance, key.partyId);
    if (supplier)
      return {
        partyKind: 'SUPPLIER',
        instance: supplier.instance,
        partyId: supplier.vendorId,
        partyNumber: supplier.vendorNumber,
        name: supplier.name,
        npwp: supplier.npwp,
      };
  }
  throw notFound(TAX_REGISTRATION_MESSAGES.partyNotFound);
}

/**
 * Records a party's NPWP and NITKU (both empty: removes the record, the ERP's NPWP applies again).
 * Audited with the values before and after.
 */
export async function saveTaxRegistration(
  ctx: Ctx,
  actor: Actor,
  key: { instance: string; partyKind: TaxPartyKind; partyId: number },
  input: TaxRegistrationInput,
): Promise<TaxRegistrationSaved> {
  const party = await partyOf(ctx, key);
  const check = checkTaxRegistration(input);
  const messages = taxRegistrationMessages(check);
  if (messages.length) throw badRequest(...messages);
  const after = check.npwp || check.nitku ? { npwp: check.npwp, nitku: check.nitku } : null;
  await ctx.database.db.transaction(async (tx) => {
    const found = await repo.findRecord(tx, key, true);
    const before = found ? { npwp: found.npwp, nitku: found.nitku } : null;
    if (after) await repo.upsert(tx, key, { ...after, updatedBy: actor.userId });
    else if (found) await repo.remove(tx, key);
    if (!before && !after) return;
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entity: 'taxRegistration',
      entityId: `${key.instance}/${key.partyKind}/${key.partyId}`,
      action: !before ? 'CREATE' : after ? 'UPDATE' : 'DELETE',
      data: { before, after, ...(check.convertedFrom15 ? { typedNpwp: input.npwp.trim() } : {}) },
    });
  });
  const record = await repo.findRecord(ctx.database.db, key);
  const notes = [
    ...(check.convertedFrom15 && check.npwp ? [TAX_REGISTRATION_MESSAGES.converted(check.npwp)] : []),
    after ? TAX_REGISTRATION_MESSAGES.saved : TAX_REGISTRATION_MESSAGES.cleared,
  ];
  return { ...toItem(party, record), notes };
}
