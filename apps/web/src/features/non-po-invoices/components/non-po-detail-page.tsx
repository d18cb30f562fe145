import { useState } from 'react';
import { Alert, Button, Card, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessages } from '../../../lib/api-client';
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
  return <NonPoEditor key={`${id}-${generation}`} detail={query.data} verification={params.verification?.toUpperCase() === VERIFIED} onReload={reload} />;
}
