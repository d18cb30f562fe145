import { useState } from 'react';
import { Card, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { VENDOR_LIST_PAGE_SIZES, type InvoiceSummary } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { ErrorListAlert } from '../../../components/error-list-alert';
import { StatusTag } from '../../../components/status-tag';
import { TableSearch } from '../../../components/table-search';
import { errorMessages } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { invoiceDetailPath } from '../../../lib/invoice-links';
import { useSession } from '../../../lib/session';
import { useInvoices, type InvoiceSearch } from '../api/get-invoices';
import { BatchViewButton } from './batch-view-button';
import { InvoiceFiltersForm, type InvoiceFilters } from './invoice-filters';

const PAGE_SIZES: number[] = [...VENDOR_LIST_PAGE_SIZES]; // spec §9: vendor invoice list 5 (5/10/20)

function toQuery(f: InvoiceFilters, search: string, page: number, pageSize: number): InvoiceSearch {
  // The table's "Search Invoice" box searches all pages on the server, so it narrows by invoice
  // number like the filter does; when both are filled the box (the later, narrower ask) wins.
  return {
    page,
    pageSize,
    status: f.status,
    orgId: f.company?.orgId,
    instance: f.company?.instance,
    vendorId: f.vendorId,
    invoiceNo: search || f.invoiceNo || undefined,
  };
}

/** `/#/invoice/list` (spec screen 11, vendor list). */
export function InvoiceListPage() {
  const session = useSession();
  const showSupplier = session?.user.typeUser === 'ORACLE' || session?.user.typeUser === 'PIC';
  const [filters, setFilters] = useState<InvoiceFilters>({ company: null, invoiceNo: '' });
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0]! });
  const [errors, setErrors] = useState<string[]>([]);
  const query = useInvoices(toQuery(filters, search, paging.page, paging.pageSize));

  const columns: TableColumnsType<InvoiceSummary> = [
    { title: 'Invoice No', dataIndex: 'invoiceNo', render: (no: string, inv) => <Link to={invoiceDetailPath(inv)}>{no}</Link> },
    { title: 'Invoice Date', dataIndex: 'invoiceDate', width: 120, render: (d: string | null) => formatDate(d) },
    { title: 'Company', dataIndex: 'company', ellipsis: true },
    ...(showSupplier ? [{ title: 'Supplier', dataIndex: 'vendorName', ellipsis: true }] : []),
    { title: 'Batch No', dataIndex: 'batchNo', width: 190, render: (_b: string | null, inv) => <BatchViewButton invoice={inv} /> },
    { title: 'Status', dataIndex: 'status', width: 120, render: (s: string) => <StatusTag status={s} /> },
    {
      title: 'Total',
      dataIndex: 'totalAmount',
      align: 'right',
      width: 170,
      render: (amount: string, inv) => (
        <span>
          <span style={{ color: '#8c8c8c', fontSize: 11, marginInlineEnd: 4 }}>{inv.currencyCode}</span>
          <Amount value={amount} />
        </span>
      ),
    },
  ];

  return (
    <Flex vertical gap={14} style={{ paddingBottom: 16 }}>
      <ErrorListAlert messages={[...errors, ...(query.error ? errorMessages(query.error) : [])]} onClose={() => setErrors([])} />
      <Card size="small">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {session?.user.vendorName || session?.user.userDesc}
        </Typography.Title>
        <InvoiceFiltersForm
          initial={filters}
          companies={session?.companies ?? []}
          showSupplier={showSupplier}
          onSearch={(f) => {
            setFilters(f);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
      </Card>
      <Card size="small" styles={{ body: { padding: 0 } }}>
        <Flex justify="space-between" align="center" style={{ padding: '10px 12px' }}>
          <Typography.Text type="secondary">{query.data ? `${query.data.total} invoices` : ''}</Typography.Text>
          <TableSearch
            placeholder="Search Invoice"
            onSearch={(text) => {
              setSearch(text);
              setPaging((p) => ({ ...p, page: 1 }));
            }}
          />
        </Flex>
        <Table<InvoiceSummary>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={query.data?.items ?? []}
          loading={query.isFetching}
          scroll={{ x: 900 }}
          locale={{ emptyText: 'No invoices match these filters' }}
          pagination={{
            current: paging.page,
            pageSize: paging.pageSize,
            total: query.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            onChange: (page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
          }}
        />
      </Card>
    </Flex>
  );
}
