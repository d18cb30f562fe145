import type { TableColumnsType } from 'antd';
import { Amount } from '../../../components/amount';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../lib/format';
import { useAvailableInvoices, type BatchInvoice } from '../api/get-available-invoices';
import { InvoicePickerModal } from './invoice-picker-modal';

type Props = {
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
export function FindInvoiceModal(props: Props) {
  return (
    <InvoicePickerModal<BatchInvoice>
      {...props}
      title="Find Invoice"
      width={860}
      columns={columns}
      emptyText="No DRAFT invoice is waiting for a batch"
      useInvoices={useAvailableInvoices}
    />
  );
}
