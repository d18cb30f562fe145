import { useState } from 'react';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { BATCH_MESSAGES, PAGE_SIZES } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { FormPageAlerts, useFormPage } from '../../../components/form-page';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../lib/format';
import { useAvailableInvoices, type BatchInvoice } from '../api/get-available-invoices';

type Props = {
  open: boolean;
  company: { orgId: number; instance: string };
  chosen: BatchInvoice[];
  onDone: (invoices: BatchInvoice[]) => void;
  onClose: () => void;
};

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
  const page = useFormPage({ scroll: false });
  // Invoices already in the batch stay listed even though the server no longer offers them.
  const offered = query.data?.items ?? [];
  const rows = [...chosen.filter((c) => !offered.some((o) => o.id === c.id)), ...offered];

  const done = () => {
    if (!page.validate(ticked.length ? [] : [BATCH_MESSAGES.selectInvoiceToAdd])) return;
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
      <FormPageAlerts page={page} loadErrors={[query.error]} />
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
            page.dismissErrors();
          },
          getCheckboxProps: (r) => ({ 'aria-label': `Select invoice ${r.invoiceNo}` }),
        }}
        pagination={{ defaultPageSize: PAGE_SIZES.batchInvoiceModal.size, showSizeChanger: true, pageSizeOptions: [...PAGE_SIZES.batchInvoiceModal.options] }}
      />
    </Modal>
  );
}
