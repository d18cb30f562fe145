import { useState } from 'react';
import { Alert, Button, Card, Result, Skeleton } from 'antd';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { ReviewLookup } from '@faktura/domain';
import { ApiError, errorMessages } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useReview } from '../api/get-review';
import { ReviewEditor } from './review-editor';
import type { ReviewVersion } from './review-version';

/** The invoice the route names: invoice number, supplier number and org id in the path, the instance in the query. */
export function useLookup(): ReviewLookup | null {
  const params = useParams();
  const [search] = useSearchParams();
  const session = useSession();
  const instance = search.get('instance') || session?.user.company?.instance || '';
  const orgId = Number(params.orgId);
  const vendorId = Number(params.supplierNo);
  const invoiceNo = params.invoiceNo ?? '';
  if (!instance || !Number.isInteger(orgId) || orgId <= 0 || !Number.isInteger(vendorId) || vendorId <= 0 || !invoiceNo) return null;
  return { instance, orgId, vendorId, invoiceNo };
}

/**
 * `/#/invoice/review-pic/…` (v1) and `/#/invoice/v2/review-pic/…` (v2): the PIC's
 * review of a proxy or non-PO invoice; finance sees it read-only.
 */
export function ReviewPicPage() {
  const version: ReviewVersion = useLocation().pathname.startsWith('/invoice/v2/') ? 'v2' : 'v1';
  const lookup = useLookup();
  const query = useReview(lookup);
  // Bumped by "Reload" after a 409: the editor starts over from the server's current invoice.
  const [generation, setGeneration] = useState(0);

  if (!lookup || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <Card>
        <Result
          status="404"
          title="Invoice not found"
          subTitle="It may not exist, or it belongs to a supplier you do not review."
          extra={<Link to={version === 'v2' ? '/invoice/v2/find' : '/invoice/find'}>Back to Find Invoice</Link>}
        />
      </Card>
    );
  }
  if (query.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  }
  if (query.error) {
    return <Alert type="error" showIcon title={errorMessages(query.error).join(' ')} action={<Button onClick={() => void query.refetch()}>Retry</Button>} />;
  }
  const reload = async () => {
    await query.refetch();
    setGeneration((g) => g + 1);
  };
  return <ReviewEditor key={`${query.data.id}-${generation}`} view={query.data} version={version} onReload={reload} onFilesChanged={() => query.refetch()} />;
}
