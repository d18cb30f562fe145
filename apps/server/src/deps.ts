import type { Config } from './config';
import type { Database } from './db/client';
import type { ErpPort } from './erp/port';

/**
 * What the app is built from; modules take the parts they need. Its own file, so modules never
 * import app.ts (which imports them).
 * logStream: where structured logs go (stdout when absent).
 */
export type AppDeps = { config: Config; database: Database; erp: ErpPort; logStream?: { write(line: string): void } };
