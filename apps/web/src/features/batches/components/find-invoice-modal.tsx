import { useState } from 'react';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { BATCH_MESSAGES } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { ErrorListAlert } from '../../../components/error-list-alert';
import { StatusTag } from '../../../components/status-tag';
import { errorMessages } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useAvailableInvoices, type BatchInvoice } from '../api/get-available-invoices';

type Props = {
  open: boolean;
  company: { orgId: number; instance: string };
  chosen: BatchInvoice[];
  onDone: (invoices: BatchInvoice[]) => void;
  onClose: () => void;
};

const PAGE_SIZES = [5, 10, 20]; // spec §9: batch invoice modal 5 (5/10/20)

const columns: TableColumnsType<BatchInvoice> = [
  { title: 'Invoice Number', dataIndex: 'invoiceNo' },
  { title: 'Invoice Date', dataIndex: 'invoiceDate', width: 120, render: (d: string | null) => formatDate(d) },
  { title: 'Tax No', dataIndex: 'taxNo', width: 190, render: (t: string | null) => t ?? '-' },
  { title: 'Status', dataIndex: 'status', width: 100, render: (s: string) => <StatusTag status={s} /> },
  { title: 'Amount', dataIndex: 'amount', width: 150, align: 'right', render: (a: string) => <Amount value={a} /> },
];

/** "Find Invoice" (spec screen 10): tick the DRAFT PO invoices that go in the batch. */
export function FindInvoiceModal({ open, company, chosen, onDone, onClose }: Props) {
  const query = useAvailableInvoices(company, open);
  const [ticked, setTicked] = useState<number[]>(() => chosen.map((i) => i.id));
  const [errors, setErrors] = useState<string[]>([]);
  // Invoices already in the batch stay listed even though the server no longer offers them.
  const offered = query.data?.items ?? [];
  const rows = [...chosen.filter((c) => !offered.some((o) => o.id === c.id)), ...offered];

  const done = () => {
    if (ticked.length === 0) return setErrors([BATCH_MESSAGES.selectInvoiceToAdd]);
    onDone(rows.filter((r) => ticked.includes(r.id)));
  };

  return (
    <Modal
      open={open}
      title="Find Invoice"
      width={860}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button key="done" type="primary" onClick={done}>
          {chosen.length ? 'Update' : 'Add'}
        </Button>,
      ]}
    >
      <ErrorListAlert messages={[...errors, ...(query.error ? errorMessages(query.error) : [])]} />
      <Table<BatchInvoice>
        style={{ marginTop: 8 }}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        locale={{ emptyText: 'No DRAFT invoice is waiting for a batch' }}
        rowSelection={{
          selectedRowKeys: ticked,
          onChange: (keys) => {
            setTicked(keys as number[]);
            setErrors([]);
          },
          getCheckboxProps: (r) => ({ 'aria-label': `Select invoice ${r.invoiceNo}` }),
        }}
        pagination={{ defaultPageSize: PAGE_SIZES[0], showSizeChanger: true, pageSizeOptions: PAGE_SIZES, hideOnSinglePage: false }}
      />
    </Modal>
  );
}
