import { Fragment, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Result, Skeleton } from 'antd';
import { Link } from 'react-router';
import { errorMessages } from '../lib/api-client';
import { isNotFound } from '../lib/api-errors';
import { t } from '../i18n/translate';

type NotFoundProps = { title: string; subTitle?: string; back: { to: string; label: string } };

/** The 404 card of a detail screen, with the way back to where such records are found. */
export function DetailNotFound({ title, subTitle, back }: NotFoundProps) {
  return (
    <Card>
      <Result status="404" title={title} subTitle={subTitle} extra={<Link to={back.to}>{back.label}</Link>} />
    </Card>
  );
}

type Props<T> = {
  query: {
    data?: T;
    error: unknown;
    isPending: boolean;
    isFetching: boolean;
    isFetchedAfterMount: boolean;
    refetch: () => Promise<unknown>;
  };
  /** The address names no record (a malformed id): not found without asking the server. */
  invalid?: boolean;
  notFound: NotFoundProps;
  /** Skeleton lines while loading, about the height of the screen to come. */
  skeletonRows: number;
  /**
   * The screen for the loaded record. `reload` fetches it again and starts the screen over from the
   * server's copy (after a save, or the Reload of a 409).
   */
  children: (data: T, reload: () => Promise<void>) => ReactNode;
};

/**
 * One record's screen: a skeleton while it loads, 404 when there is none, the error with Retry, else the record.
 * The screen starts from the server's copy as of its opening, never from a copy kept from an earlier visit: its
 * forms take their first values from the record once, and a save carries the record's revision, so a form built
 * from an older copy would either be refused as stale or, worse, write old values over a newer record.
 */
export function DetailPage<T>({ query, invalid, notFound, skeletonRows, children }: Props<T>) {
  const [generation, setGeneration] = useState(0);
  if (invalid || isNotFound(query.error)) return <DetailNotFound {...notFound} />;
  const keptCopyBeingRefreshed = query.isFetching && !query.isFetchedAfterMount;
  if (query.isPending || keptCopyBeingRefreshed)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: skeletonRows }} />
      </Card>
    );
  if (query.error || query.data === undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessages(query.error).join(' ')}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  const reload = async () => {
    await query.refetch();
    setGeneration((g) => g + 1);
  };
  return <Fragment key={generation}>{children(query.data, reload)}</Fragment>;
}

/** A supplier's invoice screens (PO and non-PO) answer a missing or foreign invoice alike. */
// Getters: the texts are read when the card draws, in the language chosen then.
export const SUPPLIER_INVOICE_NOT_FOUND: NotFoundProps = {
  get title() {
    return t('detailPage.invoiceNotFound');
  },
  get subTitle() {
    return t('detailPage.invoiceNotFoundDetail');
  },
  get back() {
    return { to: '/invoice/list', label: t('detailPage.backToInvoiceList') };
  },
};
