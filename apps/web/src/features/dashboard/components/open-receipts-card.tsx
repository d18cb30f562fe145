import { lazy, Suspense, useState } from 'react';
import { Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { FileAddOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { poFlipPath, type OpenReceipt } from '@faktura/domain';
import { companyLabel } from '../../../components/company-field';
import { Icon } from '../../../components/icon';
import { wideTable } from '../../../components/wide-table';
import { formatDate, formatMoney, formatQuantity } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useDashboardReceipts } from '../api/get-dashboard-receipts';
import { DashboardCard } from './dashboard-card';
import { t } from '../../../i18n';

// The PO invoice feature's picker (with its own chunks) loads when "Search Pending PO" is first
// clicked, not with the dashboard: every supplier opens the dashboard, few search from it.
const PendingPoModal = lazy(async () => ({ default: (await import('../../po-invoices')).PendingPoModal }));

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

// Built at each draw: the headings follow the language. The item takes what the others leave: the
// table's width (below) keeps it about 200 px on a tablet, where the table scrolls in its card.
const columnsNow = (): TableColumnsType<OpenReceipt> => [
  { title: t('columns.receiptNo'), dataIndex: 'receiptNum', width: 110 },
  { title: t('columns.date'), dataIndex: 'transactionDate', width: 110, render: (d: string) => formatDate(d) },
  { title: t('columns.poNumber'), dataIndex: 'poNumber', width: 120 },
  { title: t('columns.line'), dataIndex: 'poLineNum', width: 56, align: 'right' },
  {
    title: t('columns.item'),
    dataIndex: 'itemDescription',
    ellipsis: true,
    render: (desc: string, r) => (r.itemCode ? `${r.itemCode} - ${desc}` : desc),
  },
  { title: t('columns.uom'), dataIndex: 'uom', width: 70 },
  { title: t('columns.qtyOpen'), dataIndex: 'quantityOpen', width: 100, align: 'right', render: (q: string) => <span style={num}>{formatQuantity(q)}</span> },
  { title: t('columns.unitPrice'), dataIndex: 'unitPrice', width: 130, align: 'right', render: (p: string) => <span style={num}>{formatMoney(p)}</span> },
  { title: t('columns.amount'), dataIndex: 'amountOpen', width: 140, align: 'right', render: (a: string) => <span style={num}>{formatMoney(a)}</span> },
];

const sameCompany = (a: OpenReceipt, b: OpenReceipt) => a.orgId === b.orgId && a.instance === b.instance;

// Lines of one company make one invoice: when the card lists several companies, each row says whose it is.
const companyColumn = (): TableColumnsType<OpenReceipt>[number] => ({
  title: t('columns.company'),
  dataIndex: 'company',
  width: 190,
  ellipsis: { showTitle: true },
  render: (name: string, r) => companyLabel({ name, instance: r.instance }),
});

/**
 * Dashboard, VENDOR only: the ten latest receipts not yet invoiced. Ticking lines and "Create
 * invoice" opens the PO invoice form with them (the PO flip); an invoice is one company's, so once
 * a line is ticked the other companies' lines cannot be. "Search Pending PO" picks older lines of
 * the session's company the same way.
 */
export function OpenReceiptsCard() {
  const navigate = useNavigate();
  const session = useSession();
  const query = useDashboardReceipts(true);
  const items = query.data?.items ?? [];
  const [selected, setSelected] = useState<OpenReceipt[]>([]);
  const [searching, setSearching] = useState(false);
  // Mounted from its first opening on, so that it closes with antd's animation afterwards.
  const [searched, setSearched] = useState(false);
  // Lines no longer listed (invoiced meanwhile, a refresh) drop out of the selection.
  const ticked = selected.filter((s) => items.some((r) => r.rcvTransactionId === s.rcvTransactionId));
  const first = ticked[0];
  const company = session?.user.company ?? null;
  const mixed = items.some((r) => items[0] && !sameCompany(items[0], r));

  const flip = (receipts: readonly OpenReceipt[]) => {
    const [one] = receipts;
    if (one)
      void navigate(
        poFlipPath(
          one,
          receipts.map((r) => r.rcvTransactionId),
        ),
      );
  };

  return (
    <>
      <DashboardCard
        title={t('dashboard.openReceipts')}
        loading={query.isPending}
        error={query.error}
        empty={items.length === 0}
        emptyText={t('dashboard.noReceipts')}
        onRetry={() => void query.refetch()}
        refreshing={query.isFetching}
        actions={
          company ? (
            <Button
              size="small"
              icon={<Icon of={SearchOutlined} />}
              onClick={() => {
                setSearched(true);
                setSearching(true);
              }}
            >
              {t('dashboard.searchPendingPo')}
            </Button>
          ) : null
        }
      >
        <Flex wrap gap={8} align="center" justify="space-between" style={{ padding: '8px 12px' }}>
          <Flex vertical gap={2}>
            <Typography.Text aria-live="polite">
              {ticked.length === 1 ? t('dashboard.selectedOne') : t('dashboard.selectedMany', { count: ticked.length })}
            </Typography.Text>
            {first ? (
              <Typography.Text type="secondary">
                {t('dashboard.oneCompany', { company: companyLabel({ name: first.company, instance: first.instance }) })}
              </Typography.Text>
            ) : null}
          </Flex>
          <Button type="primary" icon={<Icon of={FileAddOutlined} />} disabled={ticked.length === 0} onClick={() => flip(ticked)}>
            {t('dashboard.createInvoice')}
          </Button>
        </Flex>
        <Table<OpenReceipt>
          rowKey="rcvTransactionId"
          size="small"
          columns={mixed ? [companyColumn(), ...columnsNow()] : columnsNow()}
          dataSource={items}
          pagination={false}
          {...wideTable(mixed ? 1270 : 1080)}
          rowSelection={{
            selectedRowKeys: ticked.map((r) => r.rcvTransactionId),
            // No select-all: the ten lines may be of several companies.
            hideSelectAll: true,
            getCheckboxProps: (r) => ({
              disabled: !!first && !sameCompany(first, r),
              'aria-label': t('dashboard.selectLine', { po: r.poNumber, line: r.poLineNum, receipt: r.receiptNum }),
            }),
            onChange: (_keys, rows) => setSelected(rows),
          }}
        />
      </DashboardCard>
      {company && searched ? (
        <Suspense fallback={null}>
          <PendingPoModal
            open={searching}
            company={company}
            taken={new Set()}
            addLabel={t('dashboard.createInvoice')}
            onAdd={(receipts) => flip(receipts)}
            onClose={() => setSearching(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
