import { useState } from 'react';
import { Alert, Button, Card, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { errorMessages, ApiError } from '../../../lib/api-client';
import { usePoInvoice } from '../api/get-po-invoice';
import { PoInvoiceEditor } from './po-invoice-editor';

/** `/#/invoice/detail/{invoiceId}`: summary and edit of one PO invoice. */
export function PoInvoiceDetailPage() {
  const id = Number(useParams().invoiceId);
  const query = usePoInvoice(id);
  // Bumped by "Reload" after a 409: the editor starts over from the server's current invoice.
  const [generation, setGeneration] = useState(0);

  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Card>
        <Result
          status="404"
          title="Invoice not found"
          subTitle="It may have been deleted, or it belongs to another supplier."
          extra={<Link to="/invoice/list">Back to Invoice List</Link>}
        />
      </Card>
    );
  }
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
  return <PoInvoiceEditor key={`${id}-${generation}`} detail={query.data} onReload={reload} />;
}
