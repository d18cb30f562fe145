import { Flex } from 'antd';
import { LatestInvoicesCard, OpenReceiptsCard, WorkQueueCard } from '../../features/dashboard';
import { ExpectedPaymentsCard } from '../../features/invoice-timeline';
import { useSession } from '../../lib/session';

/** `/#/dashboard`: the work waiting for the user and the latest invoices for everyone; expected payments and open receipts for suppliers. */
export function DashboardRoute() {
  const session = useSession();
  const isVendor = session?.user.typeUser === 'VENDOR';
  return (
    <Flex vertical gap={14} style={{ paddingBottom: 8 }}>
      <WorkQueueCard />
      {isVendor ? <ExpectedPaymentsCard /> : null}
      <LatestInvoicesCard />
      {isVendor ? <OpenReceiptsCard /> : null}
    </Flex>
  );
}
