import { PAYMENT_RUN_MESSAGES, normalizeRunDays, type PaymentRun, type PaymentRunSave } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import type { Actor } from '../auth/index';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

const iso = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** Every company of every instance, with its run days (none set: empty, it pays on the due date). */
export async function listPaymentRuns(deps: Ctx): Promise<{ items: PaymentRun[] }> {
  const [companies, rows] = await Promise.all([deps.erp.listOrganizations(), repo.findAll(deps.database.db)]);
  return {
    items: companies.map((c) => {
      const row = rows.find((r) => r.instance === c.instance && r.orgId === c.orgId);
      return {
        instance: c.instance,
        orgId: c.orgId,
        companyName: c.name,
        weekdays: row?.weekdays ?? [],
        monthDays: row?.monthDays ?? [],
        updatedBy: row?.updatedBy ?? null,
        updatedAt: iso(row?.updatedAt ?? null),
      };
    }),
  };
}

/** Sets a company's run days; the change is audited with the days before and after. */
export async function savePaymentRun(deps: Ctx, actor: Actor, input: PaymentRunSave): Promise<PaymentRun> {
  const organisation = await deps.erp.getOrganization(input.instance, input.orgId);
  if (!organisation) throw notFound(PAYMENT_RUN_MESSAGES.companyNotFound);
  const tidy = normalizeRunDays(input);
  await deps.database.db.transaction(async (tx) => {
    const before = await repo.upsert(tx, { instance: organisation.instance, orgId: organisation.orgId, ...tidy, updatedBy: actor.userId });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entity: 'payment_run',
      entityId: `${organisation.instance}:${organisation.orgId}`,
      action: before ? 'UPDATE' : 'CREATE',
      data: { before: before ? { weekdays: before.weekdays, monthDays: before.monthDays } : null, after: tidy },
    });
  });
  const saved = (await listPaymentRuns(deps)).items.find((r) => r.instance === organisation.instance && r.orgId === organisation.orgId);
  return saved!;
}
