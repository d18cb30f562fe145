import { BatchListPage } from '../../features/batches';

/** `/#/batch/list`. */
export function BatchListRoute() {
  return <BatchListPage />;
}
