import { useState } from 'react';
import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { PAGE_SIZES, type ReviewFreightLine } from '@faktura/domain';
import { Amount, Quantity } from '../../../components/amount';
import { ErrorListAlert } from '../../../components/error-list-alert';
import { KEYBOARD_SCROLLABLE } from '../../../components/list-page';
import { errorMessages } from '../../../lib/api-client';
import { formatDate, formatPeriod } from '../../../lib/format';
import { useFreightLines } from '../api/get-freight-lines';
import { t } from '../../../i18n/translate';
import { wideTable } from '../../../components/wide-table';

const money = (v: string) => <Amount value={v} />;
const date = (v: string | null) => formatDate(v) || '-';

// Built at each draw: the headings follow the chosen language.
const columns = (): TableColumnsType<ReviewFreightLine> => [
  { title: t('review.freight.reference'), dataIndex: 'reference' },
  { title: t('review.freight.periode'), dataIndex: 'periode', render: (v: string) => formatPeriod(v) },
  { title: t('review.freight.awb'), dataIndex: 'awb' },
  { title: t('review.freight.awbVendor'), dataIndex: 'awbVendor', render: (v: string | null) => v ?? '-' },
  { title: t('review.freight.customer'), dataIndex: 'customer' },
  { title: t('review.freight.service'), dataIndex: 'service' },
  { title: t('review.freight.charge'), dataIndex: 'charge' },
  { title: t('review.freight.quantity'), dataIndex: 'quantity', align: 'right', render: (v: string) => <Quantity value={v} /> },
  { title: t('review.freight.totalCost'), dataIndex: 'totalCost', align: 'right', render: money },
  { title: t('review.freight.revisedQuantity'), dataIndex: 'revisedQuantity', align: 'right', render: (v: string | null) => <Quantity value={v} /> },
  { title: t('review.freight.vendorBill'), dataIndex: 'vendorBill', align: 'right', render: money },
  { title: t('review.freight.companyBill'), dataIndex: 'companyBill', align: 'right', render: money },
  { title: t('review.freight.vendorRate'), dataIndex: 'vendorRate', align: 'right', render: money },
  { title: t('review.freight.companyRate'), dataIndex: 'companyRate', align: 'right', render: money },
  {
    title: t('review.freight.matchType'),
    dataIndex: 'matchType',
    render: (v: ReviewFreightLine['matchType']) => <Tag color={v === 'UNMATCH' ? 'error' : 'success'}>{v}</Tag>,
  },
  { title: t('review.freight.invoiceNo'), dataIndex: 'invoiceNo' },
  { title: t('review.freight.invoiceDate'), dataIndex: 'invoiceDate', render: date },
  { title: t('review.freight.taxNo'), dataIndex: 'taxNo', render: (v: string | null) => v ?? '-' },
  { title: t('review.freight.taxDate'), dataIndex: 'taxDate', render: date },
];

/** The v2 review's freight lines: those the invoice bills, 10 per page, UNMATCH rows highlighted. */
export function FreightTable({ invoiceId }: { invoiceId: number }) {
  const sizes = PAGE_SIZES.freightLines;
  const [paging, setPaging] = useState<{ page: number; pageSize: number }>({ page: 1, pageSize: sizes.size });
  const lines = useFreightLines(invoiceId, paging.page, paging.pageSize);
  return (
    <Card size="small" title={t('review.freight.title')} styles={{ body: { padding: 0 } }}>
      <ErrorListAlert messages={errorMessages(lines.error)} />
      <Table<ReviewFreightLine>
        size="small"
        rowKey={(l) => `${l.reference}-${l.awb}`}
        loading={lines.isFetching}
        dataSource={lines.data?.items ?? []}
        columns={columns()}
        {...wideTable(2300)}
        components={KEYBOARD_SCROLLABLE}
        locale={{ emptyText: t('review.freight.empty') }}
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
