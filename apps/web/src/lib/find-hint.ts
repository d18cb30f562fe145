import { FIND_HINT_KEY, encodeFindHint, type FindHint } from '@faktura/domain';

/**
 * Before a screen opened from Find Invoice returns to it (after reject, submit or cancel),
 * the invoice's company and supplier are kept as the search hint the find page starts from.
 */
export function storeFindHint(hint: { orgId: number; instance: string; vendorId: FindHint['vendorId'] }) {
  try {
    window.localStorage.setItem(FIND_HINT_KEY, encodeFindHint(hint));
  } catch {
    // Storage refused (private mode): the find page simply starts empty.
  }
}

/** How long a screen opened from Find Invoice waits before returning: long enough to read its answer. */
export const RETURN_AFTER_MS = { reject: 2000, submit: 3000 } as const;
