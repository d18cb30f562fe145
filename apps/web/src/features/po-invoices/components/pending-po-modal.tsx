import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Checkbox, Col, Flex, Input, Modal, Row, Table, Typography, type TableColumnsType } from 'antd';
import type { OpenReceipt } from '@faktura/domain';
import { Amount, Quantity } from '../../../components/amount';
import { DateField } from '../../../components/date-field';
import { ErrorListAlert } from '../../../components/error-list-alert';
import { TableSearch } from '../../../components/table-search';
import { errorMessages } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { usePendingReceipts } from '../api/get-pending-receipts';
import type { PendingSearch } from '../api/keys';
import { getLanguage, t } from '../../../i18n';
import { wideTable } from '../../../components/wide-table';

type Props = {
  open: boolean;
  company: { orgId: number; instance: string };
  /** Receipts already on the invoice cannot be picked twice. */
  taken: ReadonlySet<number>;
  onAdd: (receipts: OpenReceipt[]) => void;
  onClose: () => void;
  /** The add button's text: "Add" on the form; "Create invoice" where the lines open a new one (the PO flip). */
  addLabel?: string;
};

const EMPTY_FILTERS = { fromDate: '', toDate: '', fromPo: '', toPo: '' };
const PAGE_SIZES = [5, 10, 20]; // pending PO modal: 5 a page (5/10/20)
const FIRST_PAGE: { page: number; pageSize: number; after?: string } = { page: 1, pageSize: PAGE_SIZES[0]! };

// Built when drawn: the headings are in the language chosen then.
const columns = (): TableColumnsType<OpenReceipt> => [
  { title: t('supplier.pendingPo.poNumber'), dataIndex: 'poNumber', width: 130 },
  { title: t('supplier.pendingPo.poLine'), dataIndex: 'poLineNum', width: 72, align: 'right' },
  { title: t('supplier.pendingPo.receipt'), dataIndex: 'receiptNum', width: 112 },
  { title: t('supplier.pendingPo.date'), dataIndex: 'transactionDate', width: 110, render: (d: string) => formatDate(d) },
  { title: t('supplier.pendingPo.product'), dataIndex: 'itemDescription', ellipsis: true },
  { title: t('supplier.pendingPo.price'), dataIndex: 'unitPrice', width: 120, align: 'right', render: (v: string) => <Amount value={v} /> },
  { title: t('supplier.pendingPo.qty'), dataIndex: 'quantityOpen', width: 96, align: 'right', render: (v: string) => <Quantity value={v} /> },
  { title: t('supplier.pendingPo.amount'), dataIndex: 'amountOpen', width: 130, align: 'right', render: (v: string) => <Amount value={v} /> },
];

/** The table's count: past the server's cap a floor, in the chosen language's digit grouping. */
function linesCount(total: number, capped: boolean | undefined): string {
  if (!capped) return t('supplier.pendingPo.lines', { count: total });
  return t('supplier.pendingPo.linesCapped', { count: total.toLocaleString(getLanguage() === 'id' ? 'id-ID' : 'en-US') });
}

function matches(r: OpenReceipt, text: string): boolean {
  const typed = text.toLowerCase();
  return [r.poNumber, r.receiptNum, r.itemDescription, r.itemCode ?? ''].some((v) => v.toLowerCase().includes(typed));
}

/** "Search Pending PO": received lines not yet invoiced, picked into the invoice. */
export function PendingPoModal({ open, company, taken, onAdd, onClose, addLabel }: Props) {
  // What is typed in the filters, and what the table shows: the filters of the last Search.
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  const [applied, setApplied] = useState(EMPTY_FILTERS);
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [selected, setSelected] = useState<Map<number, OpenReceipt>>(new Map());
  const [text, setText] = useState('');
  // Where each page starts, from the page before it (the server's nextCursor), per search: a
  // page reached by Next or Previous is read from there; a page number jumped to is skipped to.
  const cursors = useRef(new Map<string, string>());
  const searched = { orgId: company.orgId, instance: company.instance, ...applied };
  const searchKey = JSON.stringify(searched);
  // The open lines show as soon as the modal opens (the filters only narrow them), fetched afresh
  // on each opening; nothing is fetched while it is closed.
  const query: PendingSearch | null = open ? { ...searched, ...paging } : null;
  const result = usePendingReceipts(query);
  // Not a placeholder: the answer to the search shown.
  const answered = result.isPlaceholderData ? undefined : result.data;
  useEffect(() => {
    if (answered?.nextCursor) cursors.current.set(`${searchKey} ${answered.pageSize} ${answered.page + 1}`, answered.nextCursor);
  }, [answered, searchKey]);
  const turnTo = (page: number, pageSize: number) => {
    const after = cursors.current.get(`${searchKey} ${pageSize} ${page}`);
    setPaging({ page, pageSize, ...(after ? { after } : {}) });
  };
  useEffect(() => {
    if (!open) cursors.current.clear(); // the lines may have changed by the next opening
  }, [open]);

  const shown = useMemo(() => (result.data?.items ?? []).filter((r) => !text || matches(r, text)), [result.data, text]);
  const pickable = shown.filter((r) => !taken.has(r.rcvTransactionId));
  const allPicked = pickable.length > 0 && pickable.every((r) => selected.has(r.rcvTransactionId));

  const search = () => {
    setApplied(filters);
    setPaging((p) => ({ page: 1, pageSize: p.pageSize }));
  };
  const reset = () => {
    cursors.current.clear();
    setFilters(EMPTY_FILTERS);
    setApplied(EMPTY_FILTERS);
    setPaging(FIRST_PAGE);
    setSelected(new Map());
    setText('');
  };
  // Select-all toggles all or none of the rows shown.
  const toggleAll = () =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const r of pickable) {
        if (allPicked) next.delete(r.rcvTransactionId);
        else next.set(r.rcvTransactionId, r);
      }
      return next;
    });
  const toggleOne = (r: OpenReceipt, on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (on) next.set(r.rcvTransactionId, r);
      else next.delete(r.rcvTransactionId);
      return next;
    });
  const add = () => {
    onAdd([...selected.values()]);
    setSelected(new Map());
  };
  const field = (key: keyof typeof EMPTY_FILTERS) => (value: string) => setFilters((f) => ({ ...f, [key]: value }));

  return (
    <Modal
      open={open}
      title={t('supplier.pendingPo.title')}
      width={1040}
      onCancel={onClose}
      destroyOnHidden={false}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('supplier.pendingPo.close')}
        </Button>,
        <Button key="add" type="primary" disabled={selected.size === 0} onClick={add}>
          {addLabel ?? t('supplier.pendingPo.add')}
          {selected.size ? ` (${selected.size})` : ''}
        </Button>,
      ]}
    >
      <form
        aria-label={t('supplier.pendingPo.filters')}
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <Row gutter={12} align="bottom">
          <Col span={5}>
            <label htmlFor="pending-from-date">{t('supplier.pendingPo.fromDate')}</label>
            <DateField id="pending-from-date" value={filters.fromDate} onChange={field('fromDate')} />
          </Col>
          <Col span={5}>
            <label htmlFor="pending-to-date">{t('supplier.pendingPo.toDate')}</label>
            <DateField id="pending-to-date" value={filters.toDate} onChange={field('toDate')} />
          </Col>
          <Col span={5}>
            <label htmlFor="pending-from-po">{t('supplier.pendingPo.fromPo')}</label>
            <Input id="pending-from-po" value={filters.fromPo} maxLength={30} onChange={(e) => field('fromPo')(e.target.value)} />
          </Col>
          <Col span={5}>
            <label htmlFor="pending-to-po">{t('supplier.pendingPo.toPo')}</label>
            <Input id="pending-to-po" value={filters.toPo} maxLength={30} onChange={(e) => field('toPo')(e.target.value)} />
          </Col>
          <Col span={4}>
            <Flex gap={8}>
              {/* No spinner here: the lines load as the modal opens, before any Search; the table shows it. */}
              <Button type="primary" htmlType="submit">
                {t('supplier.pendingPo.search')}
              </Button>
              <Button onClick={reset}>{t('supplier.pendingPo.reset')}</Button>
            </Flex>
          </Col>
        </Row>
      </form>
      <Flex justify="space-between" align="center" style={{ margin: '14px 0 8px' }}>
        <Typography.Text type="secondary">{t('supplier.pendingPo.selected', { count: selected.size })}</Typography.Text>
        <TableSearch placeholder={t('supplier.pendingPo.searchPo')} onSearch={setText} />
      </Flex>
      <ErrorListAlert messages={result.error ? errorMessages(result.error) : []} />
      <Table<OpenReceipt>
        rowKey="rcvTransactionId"
        size="small"
        columns={columns()}
        dataSource={shown}
        loading={result.isFetching}
        {...wideTable(900)}
        locale={{ emptyText: t('supplier.pendingPo.empty') }}
        rowSelection={{
          selectedRowKeys: [...selected.keys()],
          columnTitle: <Checkbox aria-label={t('supplier.pendingPo.selectAll')} checked={allPicked} disabled={pickable.length === 0} onChange={toggleAll} />,
          getCheckboxProps: (r) => ({
            disabled: taken.has(r.rcvTransactionId),
            'aria-label': t('supplier.pendingPo.selectLine', { po: r.poNumber, line: r.poLineNum }),
          }),
          onSelect: (r, on) => toggleOne(r, on),
        }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: result.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          // Past the server's cap the count is a floor: say so rather than claim an exact figure.
          showTotal: (total) => linesCount(total, result.data?.totalCapped),
          onChange: turnTo,
        }}
      />
    </Modal>
  );
}
