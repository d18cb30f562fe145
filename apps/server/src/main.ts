import { ConfigError, loadConfig } from './config';
import { openDatabase, isEmpty } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDemo } from './db/seed/index';
import { createReferenceErp } from './erp/reference/index';
import { buildApp } from './app';
import { StorageUnavailable } from './storage/index';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  // Under the start-up lock: two instances starting on an empty database seed it once.
  await database.startup(async () => {
    if (config.seedDemo && (await isEmpty(database))) {
      console.log('Empty database: loading demo data…');
      await seedDemo(database.db);
    }
  });
  const erp = createReferenceErp(database.db);
  const app = await buildApp({ config, database, erp });
  const close = async () => {
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
