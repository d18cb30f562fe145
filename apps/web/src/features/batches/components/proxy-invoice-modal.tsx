import type { TableColumnsType } from 'antd';
import type { ProxyInvoice } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../lib/format';
import { useProxyInvoices } from '../api/proxy-batches';
import { InvoicePickerModal } from './invoice-picker-modal';

type Props = { company: { orgId: number; instance: string }; chosen: ProxyInvoice[]; onDone: (invoices: ProxyInvoice[]) => void; onClose: () => void };

const columns: TableColumnsType<ProxyInvoice> = [
  { title: 'Invoice Number', dataIndex: 'invoiceNo' },
  { title: 'Supplier', dataIndex: 'vendorName', ellipsis: true },
  { title: 'Invoice Date', dataIndex: 'invoiceDate', width: 120, render: (d: string | null) => formatDate(d) },
  { title: 'Status', dataIndex: 'status', width: 110, render: (s: string) => <StatusTag status={s} /> },
  { title: 'Amount', dataIndex: 'amount', width: 150, align: 'right', render: (a: string) => <Amount value={a} /> },
];

/** The proxy batch's invoice list (spec screen 10): tick the proxy invoices that go in the batch. */
export function ProxyInvoiceModal(props: Props) {
  return (
    <InvoicePickerModal<ProxyInvoice>
      {...props}
      title="Proxy Invoices"
      width={900}
      columns={columns}
      emptyText="No proxy invoice of this company is waiting for a batch"
      useInvoices={useProxyInvoices}
    />
  );
}
