import type { TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { PAGE_SIZES, invoiceDetailPath, reviewLinkOf, type InvoiceSummary, type UserType } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { expectedPaymentColumn } from '../../../components/expected-payment-cell';
import { FilterCard, ListPage, useListQuery, type ListQuery } from '../../../components/list-page';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../lib/format';
import { useStatusFromUrl } from '../../../lib/status-from-url';
import { useSession } from '../../../lib/session';
import { useInvoiceList } from '../api/get-invoice-list';
import type { InvoiceListSearch } from '../api/keys';
import { InvoiceListFilters, type ListFilters } from './invoice-list-filters';
import { t } from '../../../i18n';

type Variant = 'finance' | 'batch';

function toSearch({ filters: f, page, pageSize }: ListQuery<ListFilters>): InvoiceListSearch {
  return {
    page,
    pageSize,
    orgId: f.company?.orgId,
    instance: f.company?.instance,
    vendorId: f.vendorId,
    status: f.status,
    invoiceNo: f.invoiceNo.trim() || undefined,
  };
}

/** Where a row opens: finance works an invoice by its review link (`reviewLink`), everyone else opens its detail by kind. */
const openPath = (inv: InvoiceSummary, viewer: UserType) => (viewer === 'ORACLE' ? reviewLinkOf(inv, viewer).path : invoiceDetailPath(inv));

// Built at each draw: the headings follow the language.
function columns(variant: Variant, viewer: UserType): TableColumnsType<InvoiceSummary> {
  return [
    { title: t('columns.invoiceNo'), dataIndex: 'invoiceNo', render: (no: string, inv) => <Link to={openPath(inv, viewer)}>{no}</Link> },
    { title: t('columns.invoiceDate'), dataIndex: 'invoiceDate', width: 120, render: (d: string | null) => formatDate(d) },
    { title: t('columns.company'), dataIndex: 'company', ellipsis: true },
    { title: t('finance.list.vendor'), dataIndex: 'vendorName', ellipsis: true },
    { title: t('finance.list.type'), dataIndex: 'invoiceType', width: 130, render: (type: string) => type || 'INVOICE PO' },
    variant === 'batch'
      ? {
          title: t('columns.batchNo'),
          dataIndex: 'batchNo',
          width: 160,
          render: (b: string | null, inv) => (b && inv.batchId ? <Link to={`/batch/detail/${inv.batchId}`}>{b}</Link> : '-'),
        }
      : { title: t('columns.batchNo'), dataIndex: 'batchNo', width: 150, render: (b: string | null) => b ?? '-' },
    { title: t('columns.status'), dataIndex: 'status', width: 120, render: (s: string) => <StatusTag status={s} /> },
    // Approved invoices: when the buyer is expected to pay (its payment run), or when it paid.
    expectedPaymentColumn,
    { title: t('columns.amount'), dataIndex: 'totalAmount', align: 'right', width: 160, render: (a: string) => <Amount value={a} /> },
  ];
}

const INITIAL: ListFilters = { company: null, invoiceNo: '' };

/**
 * `/#/invoice/list/finance` and `/#/invoice/list-batch`: 10 a page (10/20/50), a row opens the right screen by invoice type;
 * `?status=OPEN` in the link starts the list filtered to that status.
 */
function InvoiceListPage({ variant }: { variant: Variant }) {
  const session = useSession();
  const viewer = session?.user.typeUser ?? 'VENDOR';
  const status = useStatusFromUrl();
  const initial: ListFilters = { ...INITIAL, status };
  const list = useListQuery({ initial, sizes: PAGE_SIZES.list });
  const result = useInvoiceList(toSearch(list.query ?? { filters: initial, page: 1, pageSize: list.sizes.size }));
  return (
    <ListPage<InvoiceSummary>
      list={list}
      result={result}
      filters={
        <FilterCard<ListFilters> initialValues={initial} onSearch={list.search}>
          <InvoiceListFilters companies={session?.companies ?? []} showSupplier={viewer !== 'VENDOR'} />
        </FilterCard>
      }
      columns={columns(variant, viewer)}
      rowKey="id"
      noun={{ one: t('invoiceList.one'), other: t('invoiceList.other') }}
      emptyText={t('invoiceList.empty')}
      rowHref={(inv) => openPath(inv, viewer)}
      scrollX={1270}
    />
  );
}

export const FinanceInvoiceListPage = () => <InvoiceListPage variant="finance" />;
export const InvoiceBatchListPage = () => <InvoiceListPage variant="batch" />;
