import { Flex } from 'antd';
import { LatestInvoicesCard, OpenReceiptsCard } from '../../features/dashboard';
import { ExpectedPaymentsCard } from '../../features/invoice-timeline';
import { useSession } from '../../lib/session';

/** `/#/dashboard`: latest invoices for everyone, open receipts for suppliers. */
export function DashboardRoute() {
  const session = useSession();
  const isVendor = session?.user.typeUser === 'VENDOR';
  return (
    <Flex vertical gap={14} style={{ paddingBottom: 8 }}>
      {isVendor ? <ExpectedPaymentsCard /> : null}
      <LatestInvoicesCard />
      {isVendor ? <OpenReceiptsCard /> : null}
    </Flex>
  );
}
