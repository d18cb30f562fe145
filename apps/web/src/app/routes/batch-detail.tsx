import { BatchDetailPage } from '../../features/batches';

/** `/#/batch/detail/{batchId}` (spec screen 10, batch summary). */
export function BatchDetailRoute() {
  return <BatchDetailPage />;
}
