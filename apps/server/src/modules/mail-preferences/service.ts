import { DAILY_DIGEST, MAIL_EVENTS, MAIL_EVENT_LABELS, MAIL_PREFERENCE_TEXTS, type MailPreferences, type MailPreferencesSave } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import type { Actor } from '../auth/index';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database'>;

export async function getPreferences(ctx: Ctx, actor: Actor): Promise<MailPreferences> {
  const rows = await repo.findPreferences(ctx.database.db, actor.userId);
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
  const values: Array<{ userId: number; event: string; enabled: boolean }> = [
    ...form.events.map((e) => ({ userId: actor.userId, event: e.event, enabled: e.enabled })),
    { userId: actor.userId, event: DAILY_DIGEST, enabled: form.digest },
  ];
  await repo.upsertPreferences(ctx.database.db, values);
  return getPreferences(ctx, actor);
}
