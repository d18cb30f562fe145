import { Flex } from 'antd';
import { useLocation, useParams, useSearchParams } from 'react-router';
import type { ReviewLookup } from '@faktura/domain';
import { DetailPage } from '../../../components/detail-page';
import { useSession } from '../../../lib/session';
import { useReview } from '../api/get-review';
import { ReviewEditor } from './review-editor';
import { InvoiceTimelineCard } from '../../invoice-timeline';
import { FakturCheckCard } from '../../faktur-checks';
import type { ReviewVersion } from './review-version';
import { t } from '../../../i18n/translate';

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
  return (
    <DetailPage
      query={query}
      invalid={!lookup}
      notFound={{
        title: t('review.notFound.title'),
        subTitle: t('review.notFound.detail'),
        back: { to: version === 'v2' ? '/invoice/v2/find' : '/invoice/find', label: t('review.notFound.backToFind') },
      }}
      skeletonRows={12}
    >
      {(view, reload) => (
        <Flex vertical gap={16}>
          <ReviewEditor key={view.id} view={view} version={version} onReload={reload} onFilesChanged={() => query.refetch()} />
          <FakturCheckCard invoiceId={view.id} />
          <InvoiceTimelineCard invoiceId={view.id} />
        </Flex>
      )}
    </DetailPage>
  );
}
