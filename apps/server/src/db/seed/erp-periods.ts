import type { Db } from '../client';
import { erpGlPeriods, erpOrganizations } from '../schema/index';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const FIRST_YEAR = 2024;
const LAST_YEAR = 2027;
/** The demo's books: 2024 and 2025 are closed, 2026 and 2027 open (the demo's invoices are dated late 2026). */
const FIRST_OPEN = '2026-01-01';

/** The reference ERP's AP periods, a month each, for every organisation (the import rejects a GL date outside an open one). */
export async function seedErpPeriods(db: Db): Promise<void> {
  const orgs = await db.select({ instance: erpOrganizations.instance, orgId: erpOrganizations.orgId }).from(erpOrganizations);
  const rows = orgs.flatMap((org) =>
    Array.from({ length: (LAST_YEAR - FIRST_YEAR + 1) * 12 }, (_, i) => {
      const year = FIRST_YEAR + Math.floor(i / 12);
      const month = i % 12;
      const startDate = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
      const endDate = new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);
      const periodName = `${MONTHS[month]}-${String(year).slice(2)}`;
      return { ...org, periodName, startDate, endDate, status: startDate >= FIRST_OPEN ? 'O' : 'C' };
    }),
  );
  if (rows.length) await db.insert(erpGlPeriods).values(rows);
}
