import type { Widen } from '../widen';
import type { master as en, masterMessages as enMessages } from '../en/master';

/** Bahasa Indonesia for master data, users, the audit trail, tax registrations, the drive, freight (expedition) billing: the same keys as ../en/master.ts. */
export const master: Widen<typeof en> = {};

export const masterMessages: Widen<typeof enMessages> = {};
