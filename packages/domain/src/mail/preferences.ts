import { z } from 'zod';
import { MAIL_EVENTS } from './events';

/** The signed-in user's mail choices: each event on or off, and (finance only) one digest a day instead. */
export const mailPreferencesSchema = z.object({
  events: z.array(z.object({ event: z.enum(MAIL_EVENTS), label: z.string(), enabled: z.boolean() })),
  /** Offered to finance (ORACLE) users only. */
  digestAvailable: z.boolean(),
  digest: z.boolean(),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

export const MAIL_PREFERENCE_TEXTS = {
  title: 'E-mail notifications',
  intro: 'Choose which events send you an e-mail.',
  digest: 'Send me one summary e-mail a day instead of single e-mails',
  saved: 'Your e-mail choices were saved',
  digestFinanceOnly: 'The daily summary is for finance users',
  eventTwice: 'Each event can be chosen only once',
} as const;

export const mailPreferencesSaveSchema = z.object({
  events: z
    .array(z.object({ event: z.enum(MAIL_EVENTS), enabled: z.boolean() }))
    .max(MAIL_EVENTS.length)
    // One choice per event: two answers for one event would say both on and off.
    .refine((events) => new Set(events.map((e) => e.event)).size === events.length, MAIL_PREFERENCE_TEXTS.eventTwice),
  digest: z.boolean(),
});
export type MailPreferencesSave = z.infer<typeof mailPreferencesSaveSchema>;
