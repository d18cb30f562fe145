import { Flex, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { PAGE_SIZES, invoiceDetailPath, type InvoiceKind, type InvoiceSummary, type PageSizes } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { expectedPaymentColumn } from '../../../components/expected-payment-cell';
import { FormPageAlerts, useFormPage, useNavigationFlash } from '../../../components/form-page';
import { FilterCard, ListPage, useListQuery, type ListQuery } from '../../../components/list-page';
import { StatusTag } from '../../../components/status-tag';
import { TableSearch } from '../../../components/table-search';
import { t } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useStatusFromUrl } from '../../../lib/status-from-url';
import { useInvoices } from '../api/get-invoices';
import type { InvoiceSearch } from '../api/keys';
import { BatchViewButton } from './batch-view-button';
import { InvoiceFilterFields, type InvoiceFilters } from './invoice-filters';

/** The filter card's values and the table's own "Search Invoice" text. */
type Searched = InvoiceFilters & { search: string };

const INITIAL: Searched = { company: null, invoiceNo: '', search: '' };

function toQuery({ filters: f, page, pageSize }: ListQuery<Searched>, kind: InvoiceKind | undefined): InvoiceSearch {
  // The table's "Search Invoice" box searches all pages on the server, so it narrows by invoice
  // number like the filter does; when both are filled the box (the later, narrower ask) wins.
  return {
    page,
    pageSize,
    status: f.status,
    orgId: f.company?.orgId,
    instance: f.company?.instance,
    vendorId: f.vendorId,
    invoiceNo: f.search || f.invoiceNo.trim() || undefined,
    kind,
  };
}

/**
 * `/#/invoice/list` (vendor list: 5 a page) and `/#/invoice/list-proxy` (the proxy
 * list: PROXY invoices, 10 a page); a row opens the invoice's own detail screen.
 */
export function InvoiceListPage({ kind, sizes = PAGE_SIZES.vendorInvoiceList }: { kind?: InvoiceKind; sizes?: PageSizes }) {
  const session = useSession();
  const showSupplier = session?.user.typeUser === 'ORACLE' || session?.user.typeUser === 'PIC';
  // The dashboard's work queue links this list filtered to a status (?status=REJECTED).
  const status = useStatusFromUrl();
  const initial: Searched = { ...INITIAL, status };
  const list = useListQuery({ initial, sizes });
  const searched = list.query?.filters ?? initial;
  const result = useInvoices(toQuery(list.query ?? { filters: initial, page: 1, pageSize: list.sizes.size }, kind));

  const columns: TableColumnsType<InvoiceSummary> = [
    { title: t('columns.invoiceNo'), dataIndex: 'invoiceNo', render: (no: string, inv) => <Link to={invoiceDetailPath(inv)}>{no}</Link> },
    { title: t('columns.invoiceDate'), dataIndex: 'invoiceDate', width: 120, render: (d: string | null) => formatDate(d) },
    { title: t('columns.company'), dataIndex: 'company', ellipsis: true },
    ...(showSupplier ? [{ title: t('columns.supplier'), dataIndex: 'vendorName', ellipsis: true }] : []),
    { title: t('columns.batchNo'), dataIndex: 'batchNo', width: 190, render: (_b: string | null, inv) => <BatchViewButton invoice={inv} /> },
    { title: t('columns.status'), dataIndex: 'status', width: 120, render: (s: string) => <StatusTag status={s} /> },
    // Approved invoices: when the buyer is expected to pay (its payment run), or when it paid.
    expectedPaymentColumn,
    // Once the ERP has paid (POSTED): how much, when and by which cheque.
    {
      title: t('columns.paid'),
      dataIndex: 'payment',
      width: 210,
      render: (p: InvoiceSummary['payment']) =>
        p ? (
          <span>
            <Amount value={p.amount} /> {t('invoiceList.paidOn')} {formatDate(p.paymentDate)}
            <br />
            <span style={{ color: '#595959', fontSize: 12 }}>{t('invoiceList.cheque', { number: p.checkNum })}</span>
          </span>
        ) : (
          '-'
        ),
    },
    {
      title: t('columns.total'),
      dataIndex: 'totalAmount',
      align: 'right',
      width: 170,
      render: (amount: string, inv) => <Amount value={amount} currency={inv.currencyCode} />,
    },
  ];

  return (
    <ListPage<InvoiceSummary>
      list={list}
      result={result}
      filters={
        <FilterCard<InvoiceFilters>
          initialValues={initial}
          onSearch={(f) => list.search({ ...f, search: searched.search })}
          heading={
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {session?.user.vendorName || session?.user.userDesc}
            </Typography.Title>
          }
        >
          <InvoiceFilterFields companies={session?.companies ?? []} showSupplier={showSupplier} />
        </FilterCard>
      }
      columns={columns}
      rowKey="id"
      noun={{ one: t('invoiceList.one'), other: t('invoiceList.other') }}
      emptyText={t('invoiceList.empty')}
      actions={<TableSearch placeholder={t('invoiceList.search')} onSearch={(search) => list.search({ ...searched, search })} />}
      scrollX={1270}
    />
  );
}

/**
 * `/#/invoice/list-proxy`: the proxy invoices entered by PICs (10 a page, 10/20/50), with
 * the success a submission to the recommender came back with.
 */
export function ProxyInvoiceListPage() {
  const page = useFormPage({ initialSuccess: useNavigationFlash(), scroll: false });
  return (
    <Flex vertical gap={14}>
      <FormPageAlerts page={page} />
      <InvoiceListPage kind="PROXY" sizes={PAGE_SIZES.list} />
    </Flex>
  );
}
