import { useState } from 'react';
import { Alert, Button, Card, Result, Skeleton } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { financeLookupQuerySchema } from '@faktura/domain';
import { ApiError, errorMessages } from '../../../lib/api-client';
import { useFinanceInvoice } from '../api/get-finance-invoice';
import { FinanceEditor } from './finance-editor';

function NotFound() {
  return (
    <Card>
      <Result
        status="404"
        title="Invoice not found"
        subTitle="No PO invoice has this invoice, batch and supplier number in this company."
        extra={<Link to="/invoice/find">Back to Find Invoice</Link>}
      />
    </Card>
  );
}

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
  return lookup.success ? <FinanceDetail q={lookup.data} /> : <NotFound />;
}

function FinanceDetail({ q }: { q: Parameters<typeof useFinanceInvoice>[0] }) {
  const query = useFinanceInvoice(q);
  // Bumped after a save or a 409's Reload: the form starts over from the server's invoice.
  const [generation, setGeneration] = useState(0);
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  if (query.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  if (query.error) {
    return <Alert type="error" showIcon title={errorMessages(query.error).join(' ')} action={<Button onClick={() => void query.refetch()}>Retry</Button>} />;
  }
  const reload = async () => {
    await query.refetch();
    setGeneration((g) => g + 1);
  };
  return <FinanceEditor key={`${query.data.id}-${generation}`} detail={query.data} onReload={reload} />;
}
