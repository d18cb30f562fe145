import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { erpTravelOrders, taskDelegations, users } from '../schema/index';
import { seedReviewFreight } from './review-freight';
import { seedReviewInvoices } from './review-invoices';

/**
 * Review demo data (issue 8): the freight invoice of the v2 review (review-freight.ts), the
 * journeys' own invoices (review-invoices.ts), travel orders of the suppliers `pic` reviews (the travel-order
 * modal of the PIC review lists a supplier's own), and a delegation example: `recommender` hands
 * its tasks to `pic` for two weeks starting next month (shown on the delegation page, not yet
 * active, so today's tasks stay the recommender's).
 */
const TRAVEL_ORDERS = [
  { travelOrderNo: 'TO-SJA-2611-001', supplierName: 'PT Sinar Jaya Abadi', guestName: 'Budi Santoso', startDate: '2026-11-02', endDate: '2026-11-04' },
  { travelOrderNo: 'TO-SJA-2611-002', supplierName: 'PT Sinar Jaya Abadi', guestName: 'Siti Rahmawati', startDate: '2026-11-09', endDate: '2026-11-12' },
  { travelOrderNo: 'TO-SJA-2611-003', supplierName: 'PT Sinar Jaya Abadi', guestName: 'Agus Wijaya', startDate: '2026-11-16', endDate: '2026-11-17' },
  { travelOrderNo: 'TO-MB-2611-001', supplierName: 'CV Maju Bersama', guestName: 'Dewi Lestari', startDate: '2026-11-05', endDate: '2026-11-06' },
  { travelOrderNo: 'TO-MB-2611-002', supplierName: 'CV Maju Bersama', guestName: 'Rudi Hartono', startDate: '2026-11-18', endDate: '2026-11-20' },
  {
    travelOrderNo: 'TO-KTN-2610-001',
    supplierName: 'PT Kilat Transport Nusantara',
    guestName: 'Hendra Gunawan',
    startDate: '2026-10-06',
    endDate: '2026-10-08',
  },
];

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

export async function seedReviewDemo(db: Db): Promise<void> {
  await db.insert(erpTravelOrders).values(TRAVEL_ORDERS);
  await seedReviewFreight(db);
  await seedReviewInvoices(db);
  const idOf = async (username: string) => (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id;
  const [recommender, pic] = [await idOf('recommender'), await idOf('pic')];
  if (!recommender || !pic) return;
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const end = new Date(start.getTime() + 13 * 86_400_000);
  await db.insert(taskDelegations).values({ delegatorUserId: recommender, substituteUserId: pic, startDate: isoDay(start), endDate: isoDay(end) });
}
