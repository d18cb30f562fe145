import { Flex } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { financeLookupQuerySchema } from '@faktura/domain';
import { DetailNotFound, DetailPage } from '../../../components/detail-page';
import { useFinanceInvoice } from '../api/get-finance-invoice';
import { FinanceEditor } from './finance-editor';
import { InvoiceTimelineCard } from '../../invoice-timeline';
import { FakturCheckCard } from '../../faktur-checks';
import { t } from '../../../i18n';

// Read at each draw: the texts follow the language.
const notFound = () => ({
  title: t('finance.detail.notFound'),
  subTitle: t('finance.detail.notFoundDetail'),
  back: { to: '/invoice/find', label: t('finance.detail.backToFind') },
});

/** `/#/invoice/detail/{invoice_no}/{batch_no}/{supplier_no}?instance&orgId`: the finance detail of a PO invoice. */
export function FinanceDetailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const lookup = financeLookupQuerySchema.safeParse({
    invoiceNo: params.invoiceNo,
    batchNo: params.batchNo,
    vendorId: params.supplierNo,
    orgId: search.get('orgId') ?? '',
    instance: search.get('instance') ?? '',
  });
  return lookup.success ? <FinanceDetail q={lookup.data} /> : <DetailNotFound {...notFound()} />;
}

function FinanceDetail({ q }: { q: Parameters<typeof useFinanceInvoice>[0] }) {
  const query = useFinanceInvoice(q);
  // A save or a 409's Reload starts the form over from the server's invoice.
  return (
    <DetailPage query={query} notFound={notFound()} skeletonRows={10}>
      {(detail, reload) => (
        <Flex vertical gap={16}>
          <FinanceEditor key={detail.id} detail={detail} onReload={reload} />
          <FakturCheckCard invoiceId={detail.id} />
          <InvoiceTimelineCard invoiceId={detail.id} />
        </Flex>
      )}
    </DetailPage>
  );
}
