import { useParams } from 'react-router';
import { DetailPage } from '../../../components/detail-page';
import { usePoInvoice } from '../api/get-po-invoice';
import { PoInvoiceEditor } from './po-invoice-editor';

/** `/#/invoice/detail/{invoiceId}`: summary and edit of one PO invoice. */
export function PoInvoiceDetailPage() {
  const id = Number(useParams().invoiceId);
  const query = usePoInvoice(id);
  return (
    <DetailPage
      query={query}
      invalid={!Number.isInteger(id) || id <= 0}
      notFound={{
        title: 'Invoice not found',
        subTitle: 'It may have been deleted, or it belongs to another supplier.',
        back: { to: '/invoice/list', label: 'Back to Invoice List' },
      }}
      skeletonRows={10}
    >
      {(detail, reload) => <PoInvoiceEditor key={id} detail={detail} onReload={reload} />}
    </DetailPage>
  );
}
