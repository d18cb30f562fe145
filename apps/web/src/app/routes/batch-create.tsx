import { BatchCreatePage } from '../../features/batches';

/** `/#/batch/create` (spec screen 10). */
export function BatchCreateRoute() {
  return <BatchCreatePage />;
}
