import { FIND_HINT_KEY, decodeFindHint, type CompanyOption, type MatchType } from '@faktura/domain';
import { storeFindHint } from '../../../lib/find-hint';
import type { FindVersion } from '../api/keys';

export type FindFilters = { company: CompanyOption | null; batchNo: string; vendorId?: number; invoiceNo: string; matchType?: MatchType };

const lastKey = (version: FindVersion) => `faktura.find-last.${version}`;
const FROM_KEY = 'faktura.find-from';

function store(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Before a review or detail screen is opened from the find page: the spec's search hint (org id,
 * instance and supplier joined by *, kept for every screen that returns to find), and this tab's
 * whole last search, so the find page can run it again when the user comes back.
 */
export function rememberFind(version: FindVersion, filters: FindFilters) {
  if (filters.company) storeFindHint({ ...filters.company, vendorId: filters.vendorId ?? null });
  store('session')?.setItem(lastKey(version), JSON.stringify(filters));
  store('session')?.setItem(FROM_KEY, version);
}

/** The search to restore on the find page: this tab's last one, else what the hint names, else none. */
export function recallFind(version: FindVersion, companies: readonly CompanyOption[]): FindFilters | null {
  const hint = decodeFindHint(store('local')?.getItem(FIND_HINT_KEY));
  const companyOf = (c: { orgId: number; instance: string } | null | undefined) =>
    companies.find((o) => o.orgId === c?.orgId && o.instance === c?.instance) ?? null;
  try {
    const last = JSON.parse(store('session')?.getItem(lastKey(version)) ?? 'null') as FindFilters | null;
    if (last && typeof last === 'object') return { ...last, company: companyOf(last.company) };
  } catch {
    // A value this version cannot read: start from the hint.
  }
  if (!hint?.vendorId) return null;
  return { company: companyOf(hint), batchNo: '', vendorId: hint.vendorId, invoiceNo: '' };
}

/** Where a screen opened from find returns to after reject, submit or cancel: the find it came from, v1 by default. */
export function returnToFindPath() {
  return store('session')?.getItem(FROM_KEY) === 'v2' ? '/invoice/v2/find' : '/invoice/find';
}
