import fs from 'node:fs/promises';
import path from 'node:path';
import type * as Nodemailer from 'nodemailer';
import type { MailSettings } from '../config';
import { onFirstUse } from '../lib/on-first-use';

// Loaded with the first mail sent, not with the server (an idle server does not hold it).
const nodemailer = onFirstUse<typeof Nodemailer>('nodemailer');

/** A transport made on first use (nodemailer loads then), closed only if it was ever made. */
function transportOnFirstUse<T extends { close(): void }>(make: (mailer: typeof Nodemailer) => T) {
  let made: T | undefined;
  return { get: () => (made ??= make(nodemailer())), close: () => made?.close() };
}

export type OutgoingMail = { id: number; to: string; subject: string; text: string; html: string | null };

/** Where mail leaves: an SMTP server, or a folder of .eml files when none is set. */
export type MailSender = {
  /** What the start log says about it. */
  describe: string;
  /** Resolves with the Message-ID once the mail is handed over; rejects when it was not. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
};

/** The link base is filled in when the mail leaves, so a queued mail follows the portal's address as configured now. */
export const PORTAL_PLACEHOLDER = '{portal}';

/** The Message-ID is the outbox row's: a mail sent again after a lost acknowledgement reads as the same message. */
const messageIdOf = (settings: MailSettings, id: number) => `<faktura-mail-${id}@${new URL(settings.portalUrl).hostname || 'faktura'}>`;

function message(settings: MailSettings, mail: OutgoingMail) {
  const fill = (text: string) => text.split(PORTAL_PLACEHOLDER).join(settings.portalUrl);
  return {
    from: settings.from,
    to: mail.to,
    subject: mail.subject,
    text: fill(mail.text),
    ...(mail.html ? { html: fill(mail.html) } : {}),
    messageId: messageIdOf(settings, mail.id),
  };
}

/** Hides the password of an SMTP URL in the start log. */
export function redactSmtpUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'smtp://(unreadable URL)';
  }
}

export function createMailSender(settings: MailSettings): MailSender {
  const { smtpUrl } = settings;
  if (smtpUrl) {
    const transport = transportOnFirstUse((mailer) => mailer.createTransport(smtpUrl));
    return {
      describe: `Mail: SMTP ${redactSmtpUrl(smtpUrl)}`,
      async send(mail) {
        const info = await transport.get().sendMail(message(settings, mail));
        return String(info.messageId);
      },
      close: transport.close,
    };
  }
  // The same MIME nodemailer would send, written to a file named after the outbox row (a second write replaces the first).
  const stream = transportOnFirstUse((mailer) => mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    describe: `Mail: no SMTP_URL, mail is written to ${settings.dir}`,
    async send(mail) {
      const info = await stream.get().sendMail(message(settings, mail));
      await fs.mkdir(settings.dir, { recursive: true });
      const file = path.join(settings.dir, `${String(mail.id).padStart(8, '0')}.eml`);
      await fs.writeFile(`${file}.part`, info.message as Buffer);
      await fs.rename(`${file}.part`, file);
      return String(info.messageId);
    },
    close: stream.close,
  };
}
