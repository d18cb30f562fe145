import { useState } from 'react';
import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { PAGE_SIZES, type ReviewFreightLine } from '@faktura/domain';
import { Amount, Quantity } from '../../../components/amount';
import { ErrorListAlert } from '../../../components/error-list-alert';
import { KEYBOARD_SCROLLABLE } from '../../../components/list-page';
import { errorMessages } from '../../../lib/api-client';
import { formatDate, formatPeriod } from '../../../lib/format';
import { useFreightLines } from '../api/get-freight-lines';

const money = (v: string) => <Amount value={v} />;
const date = (v: string | null) => formatDate(v) || '-';

const COLUMNS: TableColumnsType<ReviewFreightLine> = [
  { title: 'Reference', dataIndex: 'reference' },
  { title: 'Periode', dataIndex: 'periode', render: (v: string) => formatPeriod(v) },
  { title: 'AWB', dataIndex: 'awb' },
  { title: 'AWB Vendor', dataIndex: 'awbVendor', render: (v: string | null) => v ?? '-' },
  { title: 'Customer', dataIndex: 'customer' },
  { title: 'Service', dataIndex: 'service' },
  { title: 'Charge', dataIndex: 'charge' },
  { title: 'Jumlah COLLY/KG', dataIndex: 'quantity', align: 'right', render: (v: string) => <Quantity value={v} /> },
  { title: 'Total Biaya', dataIndex: 'totalCost', align: 'right', render: money },
  { title: 'Revisi COLLY/KG', dataIndex: 'revisedQuantity', align: 'right', render: (v: string | null) => <Quantity value={v} /> },
  { title: 'Tagihan Ekspedisi', dataIndex: 'vendorBill', align: 'right', render: money },
  { title: 'Tagihan AAM', dataIndex: 'companyBill', align: 'right', render: money },
  { title: 'Rate Ekspedisi', dataIndex: 'vendorRate', align: 'right', render: money },
  { title: 'Rate AAM', dataIndex: 'companyRate', align: 'right', render: money },
  {
    title: 'Match Type',
    dataIndex: 'matchType',
    render: (v: ReviewFreightLine['matchType']) => <Tag color={v === 'UNMATCH' ? 'error' : 'success'}>{v}</Tag>,
  },
  { title: 'No Invoice', dataIndex: 'invoiceNo' },
  { title: 'Tgl Invoice', dataIndex: 'invoiceDate', render: date },
  { title: 'No Faktur Pajak', dataIndex: 'taxNo', render: (v: string | null) => v ?? '-' },
  { title: 'Tgl Faktur Pajak', dataIndex: 'taxDate', render: date },
];

/** The v2 review's freight lines: those the invoice bills, 10 per page, UNMATCH rows highlighted. */
export function FreightTable({ invoiceId }: { invoiceId: number }) {
  const sizes = PAGE_SIZES.freightLines;
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>({ page: 1, pageSize: sizes.size });
  const lines = useFreightLines(invoiceId, paging.page, paging.pageSize);
  return (
    <Card size="small" title="Expedition" styles={{ body: { padding: 0 } }}>
      <ErrorListAlert messages={errorMessages(lines.error)} />
      <Table<ReviewFreightLine>
        size="small"
        rowKey={(l) => `${l.reference}-${l.awb}`}
        loading={lines.isFetching}
        dataSource={lines.data?.items ?? []}
        columns={COLUMNS}
        scroll={{ x: 2300 }}
        components={KEYBOARD_SCROLLABLE}
        locale={{ emptyText: 'No freight lines are billed on this invoice' }}
        onRow={(l) => (l.matchType === 'UNMATCH' ? { style: { background: '#fff1f0' } } : {})}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: lines.data?.total ?? 0,
          pageSizeOptions: sizes.options.map(String),
          showSizeChanger: true,
          hideOnSinglePage: false,
          onChange: (page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
        }}
      />
    </Card>
  );
}
