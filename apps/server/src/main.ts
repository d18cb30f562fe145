import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDemoIfEmpty } from './db/seed/index';
import type { ErpPort } from './erp/port';
import { createReferenceErp } from './erp/reference/index';
import { createReferenceErpOperator } from './erp/reference/operator';
import { schedulePaymentRuns } from './erp/reference/payment-run';
import { createMailSender, startMailWorker } from './mail/index';
import { runUpgradeJobs } from './upgrade-jobs/index';
import { startOutboxWorker, type WorkerLog } from './outbox/index';
import { buildApp } from './app';
import { StorageUnavailable } from './storage/index';

/** A worker-only process logs one JSON object per line, as the server's logger does. */
const jsonLog = (level: string) => (data: object, message: string) => console.log(JSON.stringify({ level, time: Date.now(), ...data, msg: message }));
const workerLog: WorkerLog = { info: jsonLog('info'), warn: jsonLog('warn'), error: jsonLog('error') };

/** `--worker`: outbox delivery and the reference ERP's payment runs only, no HTTP (several may run beside the servers). */
function runWorkerOnly(config: Config, database: Database, erp: ErpPort, stopPayments: () => void) {
  const worker = startOutboxWorker({ database, erp, settings: config.outbox, log: workerLog });
  const sender = createMailSender(config.mail);
  const mailWorker = startMailWorker({ database, erp, sender, settings: config.outbox, log: workerLog });
  const shutdown = () => {
    stopPayments();
    Promise.all([worker.stop(), mailWorker.stop()])
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Shutdown failed:', error);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  console.log('Faktura outbox worker is running (database: PostgreSQL)');
  console.log(sender.describe);
}

async function main() {
  const config = loadConfig();
  const workerOnly = process.argv.includes('--worker');
  if (workerOnly && !config.databaseUrl) {
    throw new ConfigError('--worker runs beside a server on one PostgreSQL database: set DATABASE_URL (the embedded database belongs to one process).');
  }
  const database = await openDatabase(config);
  if (config.seedDemo) await seedDemoIfEmpty(database);
  // Work the migrations left for the application's code, in the background: the portal serves meanwhile.
  void runUpgradeJobs(database.db, (name, error) => console.error(`Upgrade job ${name} failed (it runs again at the next start):`, error));
  const erp = createReferenceErp(database.db);
  const stopPayments = schedulePaymentRuns(database.db, config.erpPaymentRunMinutes, (error) => console.error('Payment run failed:', error));
  if (workerOnly) {
    runWorkerOnly(config, database, erp, stopPayments);
    return;
  }
  // The ERP is the reference one: finance, its operator, may run its payment batch now (decision 030).
  const app = await buildApp({ config, database, erp, erpOperator: createReferenceErpOperator(database.db) });
  const worker = config.outbox.inProcess ? startOutboxWorker({ database, erp, settings: config.outbox, log: app.log }) : null;
  const sender = createMailSender(config.mail);
  const mailWorker = config.outbox.inProcess ? startMailWorker({ database, erp, sender, settings: config.outbox, log: app.log }) : null;
  const close = async () => {
    stopPayments();
    await mailWorker?.stop();
    await worker?.stop();
    await app.close();
    await database.close();
  };
  // A signal handler does not await: a close that fails is reported, and the process ends anyway.
  const shutdown = () => {
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host}:${config.port}`;
  console.log(`\nFaktura is running at ${url}  (database: ${database.kind === 'pglite' ? `embedded, ${config.dataDir}` : 'PostgreSQL'})`);
  console.log(`API docs: ${url}/api/docs`);
  console.log(sender.describe);
  console.log('Demo logins (password "demo"): vendor, vendor2, transport (suppliers), pic (PIC), finance (ORACLE), fin (FIN)\n');
}

main().catch((error: unknown) => {
  // Refusals that say what to do: the message alone, no stack.
  if (error instanceof DataDirLockedError || error instanceof ConfigError || error instanceof StorageUnavailable) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
