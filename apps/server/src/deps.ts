import type { Config } from './config';
import type { Database } from './db/client';
import type { ErpPort } from './erp/port';
import type { ReferenceErpOperator } from './erp/reference/operator';

/**
 * What the app is built from; modules take the parts they need. Its own file, so modules never
 * import app.ts (which imports them).
 * logStream: where structured logs go (stdout when absent).
 * erpOperator: the reference ERP's operator actions (its payment batch), given only when the ERP is the reference one.
 */
export type AppDeps = { config: Config; database: Database; erp: ErpPort; erpOperator?: ReferenceErpOperator; logStream?: { write(line: string): void } };
