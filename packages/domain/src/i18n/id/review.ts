import type { Widen } from '../widen';
import type { review as en, reviewMessages as enMessages } from '../en/review';

/** Bahasa Indonesia for the PIC's review screens, the recommender's tasks and delegation, decisions from an e-mail link, notifications: the same keys as ../en/review.ts. */
export const review: Widen<typeof en> = {};

export const reviewMessages: Widen<typeof enMessages> = {};
