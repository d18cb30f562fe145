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

const columns: TableColumnsType<OpenReceipt> = [
  { title: 'PO Number', dataIndex: 'poNumber', width: 130 },
  { title: 'PO Line', dataIndex: 'poLineNum', width: 72, align: 'right' },
  { title: 'Receipt', dataIndex: 'receiptNum', width: 100 },
  { title: 'Date', dataIndex: 'transactionDate', width: 110, render: (d: string) => formatDate(d) },
  { title: 'Product', dataIndex: 'itemDescription', ellipsis: true },
  { title: 'Price', dataIndex: 'unitPrice', width: 120, align: 'right', render: (v: string) => <Amount value={v} /> },
  { title: 'Qty', dataIndex: 'quantityOpen', width: 96, align: 'right', render: (v: string) => <Quantity value={v} /> },
  { title: 'Amount', dataIndex: 'amountOpen', width: 130, align: 'right', render: (v: string) => <Amount value={v} /> },
];

function matches(r: OpenReceipt, text: string): boolean {
  const t = text.toLowerCase();
  return [r.poNumber, r.receiptNum, r.itemDescription, r.itemCode ?? ''].some((v) => v.toLowerCase().includes(t));
}

/** "Search Pending PO": received lines not yet invoiced, picked into the invoice. */
export function PendingPoModal({ open, company, taken, onAdd, onClose, addLabel = 'Add' }: Props) {
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
      title="Search Pending PO"
      width={1040}
      onCancel={onClose}
      destroyOnHidden={false}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button key="add" type="primary" disabled={selected.size === 0} onClick={add}>
          {addLabel}
          {selected.size ? ` (${selected.size})` : ''}
        </Button>,
      ]}
    >
      <form
        aria-label="Pending PO filters"
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <Row gutter={12} align="bottom">
          <Col span={5}>
            <label htmlFor="pending-from-date">From Date</label>
            <DateField id="pending-from-date" value={filters.fromDate} onChange={field('fromDate')} />
          </Col>
          <Col span={5}>
            <label htmlFor="pending-to-date">To Date</label>
            <DateField id="pending-to-date" value={filters.toDate} onChange={field('toDate')} />
          </Col>
          <Col span={5}>
            <label htmlFor="pending-from-po">From PO</label>
            <Input id="pending-from-po" value={filters.fromPo} maxLength={30} onChange={(e) => field('fromPo')(e.target.value)} />
          </Col>
          <Col span={5}>
            <label htmlFor="pending-to-po">To PO</label>
            <Input id="pending-to-po" value={filters.toPo} maxLength={30} onChange={(e) => field('toPo')(e.target.value)} />
          </Col>
          <Col span={4}>
            <Flex gap={8}>
              {/* No spinner here: the lines load as the modal opens, before any Search; the table shows it. */}
              <Button type="primary" htmlType="submit">
                Search
              </Button>
              <Button onClick={reset}>Reset</Button>
            </Flex>
          </Col>
        </Row>
      </form>
      <Flex justify="space-between" align="center" style={{ margin: '14px 0 8px' }}>
        <Typography.Text type="secondary">{selected.size} selected</Typography.Text>
        <TableSearch placeholder="Search PO" onSearch={setText} />
      </Flex>
      <ErrorListAlert messages={result.error ? errorMessages(result.error) : []} />
      <Table<OpenReceipt>
        rowKey="rcvTransactionId"
        size="small"
        columns={columns}
        dataSource={shown}
        loading={result.isFetching}
        scroll={{ x: 900 }}
        locale={{ emptyText: 'No pending PO lines found' }}
        rowSelection={{
          selectedRowKeys: [...selected.keys()],
          columnTitle: <Checkbox aria-label="Select all" checked={allPicked} disabled={pickable.length === 0} onChange={toggleAll} />,
          getCheckboxProps: (r) => ({ disabled: taken.has(r.rcvTransactionId), 'aria-label': `Select PO ${r.poNumber} line ${r.poLineNum}` }),
          onSelect: (r, on) => toggleOne(r, on),
        }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: result.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          // Past the server's cap the count is a floor: say so rather than claim an exact figure.
          showTotal: (total) => (result.data?.totalCapped ? `${total.toLocaleString('en-US')}+ lines` : `${total} lines`),
          onChange: turnTo,
        }}
      />
    </Modal>
  );
}
