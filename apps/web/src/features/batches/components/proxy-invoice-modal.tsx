import { useState } from 'react';
import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { BATCH_MESSAGES, PAGE_SIZES, type ProxyInvoice } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { FormPageAlerts, useFormPage } from '../../../components/form-page';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../lib/format';
import { useProxyInvoices } from '../api/proxy-batches';

type Props = { company: { orgId: number; instance: string }; chosen: ProxyInvoice[]; onDone: (invoices: ProxyInvoice[]) => void; onClose: () => void };

const columns: TableColumnsType<ProxyInvoice> = [
  { title: 'Invoice Number', dataIndex: 'invoiceNo' },
  { title: 'Supplier', dataIndex: 'vendorName', ellipsis: true },
  { title: 'Invoice Date', dataIndex: 'invoiceDate', width: 120, render: (d: string | null) => formatDate(d) },
  { title: 'Status', dataIndex: 'status', width: 110, render: (s: string) => <StatusTag status={s} /> },
  { title: 'Amount', dataIndex: 'amount', width: 150, align: 'right', render: (a: string) => <Amount value={a} /> },
];

/** The proxy batch's invoice list (spec screen 10): tick the proxy invoices that go in the batch. */
export function ProxyInvoiceModal({ company, chosen, onDone, onClose }: Props) {
  const query = useProxyInvoices(company, true);
  const [ticked, setTicked] = useState<number[]>(() => chosen.map((i) => i.id));
  const page = useFormPage({ scroll: false });
  const offered = query.data?.items ?? [];
  const rows = [...chosen.filter((c) => !offered.some((o) => o.id === c.id)), ...offered];
  const done = () => {
    if (!page.validate(ticked.length ? [] : [BATCH_MESSAGES.selectInvoiceToAdd])) return;
    onDone(rows.filter((r) => ticked.includes(r.id)));
  };
  return (
    <Modal
      open
      title="Proxy Invoices"
      width={900}
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
      <Table<ProxyInvoice>
        style={{ marginTop: 8 }}
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        locale={{ emptyText: 'No proxy invoice of this company is waiting for a batch' }}
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
