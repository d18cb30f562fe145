import { isEmpty, type Database, type Db } from '../client';
import { createReferenceErp } from '../../erp/reference/index';
import { seedDriveDemo } from './drive-demo';
import { seedErpDemo } from './erp-demo';
import { seedMasterDemo } from './master-demo';
import { seedExpeditionDemo } from './expedition-demo';
import { seedErpPeriods } from './erp-periods';
import { seedOutboxDemo } from './outbox-demo';
import { seedPaymentRunsDemo } from './payment-runs-demo';
import { seedPortalDemo } from './portal-demo';
import { seedPortalInvoices } from './portal-invoices';
import { seedPortalNonPo } from './portal-nonpo';
import { seedReviewDemo } from './review-demo';
import { rescanLikelyDuplicates } from '../../modules/duplicates/index';
import { markUpgradeJobDone } from '../../upgrade-jobs/index';
import { seedTaxRegistrationsDemo } from './tax-registrations-demo';

/** Demo data for an empty database: the reference ERP first, then the portal on top of it. */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await seedErpDemo(txDb);
    await seedErpPeriods(txDb);
    await seedPortalDemo(txDb);
    await seedExpeditionDemo(txDb);
    await seedPortalInvoices(txDb, createReferenceErp(txDb));
    await seedMasterDemo(txDb, createReferenceErp(txDb));
    await seedOutboxDemo(txDb);
    await seedPortalNonPo(txDb);
    await seedReviewDemo(txDb);
    await seedDriveDemo(txDb);
    await seedPaymentRunsDemo(txDb);
    // Likely duplicates among the demo invoices, as saving each would have found them (finance's queue).
    await rescanLikelyDuplicates(txDb);
    await markUpgradeJobDone(txDb, 'rescan-likely-duplicates');
    await seedTaxRegistrationsDemo(txDb);
  });
}

/**
 * Start-up: the demo data for a database with no users, and nothing for one that has any (an
 * upgraded database keeps its rows). Under the start-up lock, so instances starting together
 * seed once. True when it seeded.
 */
export async function seedDemoIfEmpty(database: Database): Promise<boolean> {
  return database.startup(async () => {
    if (!(await isEmpty(database))) return false;
    console.log('Empty database: loading demo data…');
    await seedDemo(database.db);
    return true;
  });
}
