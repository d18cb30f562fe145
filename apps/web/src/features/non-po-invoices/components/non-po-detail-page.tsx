import { Flex } from 'antd';
import { useParams } from 'react-router';
import { DetailPage, SUPPLIER_INVOICE_NOT_FOUND } from '../../../components/detail-page';
import { InvoiceStatusAnswers } from '../../../components/invoice-status-answers';
import { InvoiceTimelineCard } from '../../invoice-timeline';
import { FakturCheckCard } from '../../faktur-checks';
import { UblDownloadButton } from '../../../components/ubl-download-button';
import { useNonPoInvoice } from '../api/get-non-po-invoice';
import { NonPoEditor } from './non-po-editor';

/** The parameter VERIFIED switches the verification mode. */
const VERIFIED = 'VERIFIED';

/**
 * `/#/invoice/detail-nonpo/{invoiceId}/{orgId}/{vendorId}/{verification}` and
 * `/#/invoice/detail-proxy/{invoiceId}/{orgId}/{vendorId}`: the invoice is found by its id; the
 * server decides whether this user may see it (another supplier's answers 404).
 */
export function NonPoDetailPage() {
  const params = useParams();
  const id = Number(params.invoiceId);
  const query = useNonPoInvoice(id);
  return (
    <DetailPage query={query} invalid={!Number.isInteger(id) || id <= 0} notFound={SUPPLIER_INVOICE_NOT_FOUND} skeletonRows={10}>
      {(detail, reload) => (
        <Flex vertical gap={16}>
          <NonPoEditor key={id} detail={detail} verification={params.verification?.toUpperCase() === VERIFIED} onReload={reload} />
          <Flex justify="end">
            <UblDownloadButton kind="invoice" id={id} number={detail.invoiceNo} />
          </Flex>
          <InvoiceStatusAnswers invoiceId={id} />
          <FakturCheckCard invoiceId={id} />
          <InvoiceTimelineCard invoiceId={id} />
        </Flex>
      )}
    </DetailPage>
  );
}
