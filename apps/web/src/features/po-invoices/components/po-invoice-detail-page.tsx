import { Flex } from 'antd';
import { useParams } from 'react-router';
import { DetailPage, SUPPLIER_INVOICE_NOT_FOUND } from '../../../components/detail-page';
import { InvoiceStatusAnswers } from '../../../components/invoice-status-answers';
import { InvoiceTimelineCard } from '../../invoice-timeline';
import { FakturCheckCard } from '../../faktur-checks';
import { usePoInvoice } from '../api/get-po-invoice';
import { PoInvoiceEditor } from './po-invoice-editor';

/** `/#/invoice/detail/{invoiceId}`: summary and edit of one PO invoice. */
export function PoInvoiceDetailPage() {
  const id = Number(useParams().invoiceId);
  const query = usePoInvoice(id);
  return (
    <DetailPage query={query} invalid={!Number.isInteger(id) || id <= 0} notFound={SUPPLIER_INVOICE_NOT_FOUND} skeletonRows={10}>
      {(detail, reload) => (
        <Flex vertical gap={16}>
          <PoInvoiceEditor key={id} detail={detail} onReload={reload} />
          <InvoiceStatusAnswers invoiceId={id} />
          <FakturCheckCard invoiceId={id} />
          <InvoiceTimelineCard invoiceId={id} />
        </Flex>
      )}
    </DetailPage>
  );
}
