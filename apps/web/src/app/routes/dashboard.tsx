import { Flex } from 'antd';
import type { UserType } from '@faktura/domain';
import {
  dashboardInvoicesQueryOptions,
  dashboardReceiptsQueryOptions,
  LatestInvoicesCard,
  OpenReceiptsCard,
  WorkQueueCard,
  workQueueQueryOptions,
} from '../../features/dashboard';
import { ExpectedPaymentsCard, expectedPaymentsQueryOptions } from '../../features/invoice-timeline';
import { useSession } from '../../lib/session';
import { frameData } from '../layout/frame-data';
import type { ScreenData } from '../screen-data';

/** Expected payments and open receipts are a supplier's. */
const showsSupplierCards = (typeUser: UserType | undefined) => typeUser === 'VENDOR';

/** `/#/dashboard`: the work waiting for the user and the latest invoices for everyone; expected payments and open receipts for suppliers. */
export function DashboardRoute() {
  const session = useSession();
  const supplier = showsSupplierCards(session?.user.typeUser);
  return (
    <Flex vertical gap={14} style={{ paddingBottom: 8 }}>
      <WorkQueueCard />
      {supplier ? <ExpectedPaymentsCard /> : null}
      <LatestInvoicesCard />
      {supplier ? <OpenReceiptsCard /> : null}
    </Flex>
  );
}

/** Every card's answer and the frame's, so that the dashboard draws once, complete. */
export const dashboardData: ScreenData = (client, typeUser) =>
  Promise.all([
    frameData(client, typeUser),
    client.prefetchQuery(workQueueQueryOptions()),
    client.prefetchQuery(dashboardInvoicesQueryOptions()),
    ...(showsSupplierCards(typeUser) ? [client.prefetchQuery(expectedPaymentsQueryOptions()), client.prefetchQuery(dashboardReceiptsQueryOptions())] : []),
  ]);
