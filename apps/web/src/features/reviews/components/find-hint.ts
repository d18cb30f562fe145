import { FIND_HINT_KEY, encodeFindHint } from '@faktura/domain';

/** Spec §2: before the review returns to find, the invoice's company and supplier are kept as the search hint. */
export function storeFindHint(hint: { orgId: number; instance: string; vendorId: number }) {
  try {
    window.localStorage.setItem(FIND_HINT_KEY, encodeFindHint(hint));
  } catch {
    // Storage refused (private mode): the find page simply starts empty.
  }
}
