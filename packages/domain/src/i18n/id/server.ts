import type { Widen } from '../widen';
import type { server as en, serverMessages as enMessages } from '../en/server';

/** Bahasa Indonesia for what the server writes: e-mails, PDF headings, spreadsheet export headers: the same keys as ../en/server.ts. */
export const server: Widen<typeof en> = {};

export const serverMessages: Widen<typeof enMessages> = {};
