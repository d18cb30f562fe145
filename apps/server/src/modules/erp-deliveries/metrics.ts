import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client';
import { countByStatus, OUTBOX_STATUSES } from '../../outbox/index';

/**
 * faktura_outbox_rows{status}: the ERP outbox by status (pending, delivering, delivered, rejected,
 * failed), counted when Prometheus scrapes. A growing pending count means the ERP is slow or down;
 * failed rows need an operator (the finance screen /erp/deliveries retries them).
 */
export function registerOutboxMetrics(registry: Registry, db: Db): void {
  new Gauge({
    name: 'faktura_outbox_rows',
    help: 'ERP outbox rows by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const counts = await countByStatus(db);
      for (const status of OUTBOX_STATUSES) this.set({ status: status.toLowerCase() }, counts[status]);
    },
  });
}
