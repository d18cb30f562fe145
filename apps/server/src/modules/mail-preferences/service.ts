import { DAILY_DIGEST, MAIL_EVENTS, MAIL_EVENT_LABELS, MAIL_PREFERENCE_TEXTS, type MailPreferences, type MailPreferencesSave } from '@faktura/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { mailPreferences } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import type { Actor } from '../auth/index';

type Ctx = Pick<AppDeps, 'database'>;

export async function getPreferences(ctx: Ctx, actor: Actor): Promise<MailPreferences> {
  const rows = await ctx.database.db.select().from(mailPreferences).where(eq(mailPreferences.userId, actor.userId));
  const on = (event: string, fallback: boolean) => rows.find((r) => r.event === event)?.enabled ?? fallback;
  const digestAvailable = actor.typeUser === 'ORACLE';
  return {
    events: MAIL_EVENTS.map((event) => ({ event, label: MAIL_EVENT_LABELS[event], enabled: on(event, true) })),
    digestAvailable,
    digest: digestAvailable && on(DAILY_DIGEST, false),
  };
}

/** Saves the events named (others keep their choice) and the digest, one row per choice. */
export async function savePreferences(ctx: Ctx, actor: Actor, form: MailPreferencesSave): Promise<MailPreferences> {
  if (form.digest && actor.typeUser !== 'ORACLE') throw badRequest(MAIL_PREFERENCE_TEXTS.digestFinanceOnly);
  const values = [
    ...form.events.map((e) => ({ userId: actor.userId, event: e.event as string, enabled: e.enabled })),
    { userId: actor.userId, event: DAILY_DIGEST as string, enabled: form.digest },
  ];
  await ctx.database.db
    .insert(mailPreferences)
    .values(values)
    .onConflictDoUpdate({ target: [mailPreferences.userId, mailPreferences.event], set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` } });
  return getPreferences(ctx, actor);
}
