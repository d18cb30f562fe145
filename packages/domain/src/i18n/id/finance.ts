import type { Widen } from '../widen';
import type { finance as en, financeMessages as enMessages } from '../en/finance';

/** Bahasa Indonesia for finance's screens: Find Invoice, the finance lists and detail, ERP deliveries, duplicates to clear, stamp duty, Coretax exports, debit notes: the same keys as ../en/finance.ts. */
export const finance: Widen<typeof en> = {};

export const financeMessages: Widen<typeof enMessages> = {};
