import { Card, Typography, type TableColumnsType } from 'antd';
import { BATCH_MESSAGES, validateProxyBatch, type ProxyInvoice } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCreateProxyBatch, useProxyInvoices } from '../api/proxy-batches';
import { BatchBuilder } from './batch-builder';
import { BatchListPage } from './batch-list-page';
import { BatchPrintButtons } from './batch-print-buttons';

const pickColumns: TableColumnsType<ProxyInvoice> = [
  { title: 'Invoice Number', dataIndex: 'invoiceNo' },
  { title: 'Supplier', dataIndex: 'vendorName', ellipsis: true },
  { title: 'Invoice Date', dataIndex: 'invoiceDate', width: 120, render: (d: string | null) => formatDate(d) },
  { title: 'Status', dataIndex: 'status', width: 110, render: (s: string) => <StatusTag status={s} /> },
  { title: 'Amount', dataIndex: 'amount', width: 150, align: 'right', render: (a: string) => <Amount value={a} /> },
];
const supplierColumn: TableColumnsType<ProxyInvoice> = [{ title: 'Supplier', dataIndex: 'vendorName', ellipsis: true }];

/** `/#/batch/proxy`: a PIC chooses a company, picks proxy invoices and saves them as a batch. */
export function ProxyBatchPage() {
  const session = useSession();
  const create = useCreateProxyBatch();
  return (
    <BatchBuilder<ProxyInvoice>
      title="Batch Proxy"
      ids={{ company: 'proxy-company', batchNo: 'proxy-batch-no', total: 'proxy-total' }}
      fixedCompany={null}
      selectCompany={BATCH_MESSAGES.picSelectCompany}
      warnNoCompany={session?.user.typeUser === 'PIC'}
      extraColumns={supplierColumn}
      picker={{
        title: 'Proxy Invoices',
        width: 900,
        columns: pickColumns,
        emptyText: 'No proxy invoice of this company is waiting for a batch',
        useInvoices: useProxyInvoices,
      }}
      validate={(draft, total, invoices) =>
        validateProxyBatch(
          draft,
          total,
          invoices.map((i) => i.vendorId),
        )
      }
      action={{ label: 'Save', success: BATCH_MESSAGES.saved, pending: create.isPending, run: (draft, on) => create.mutate(draft, on) }}
      side={({ saved, page }) => (
        <Card title="Print Batch" size="small">
          <Typography.Paragraph type="secondary">{saved ? `Batch ${saved.batchNo}` : 'Save the batch to print its documents.'}</Typography.Paragraph>
          <BatchPrintButtons batchId={saved?.id ?? null} onError={(m) => (m.length ? page.showErrors(m) : undefined)} vertical />
        </Card>
      )}
    />
  );
}

/** `/#/batch/list-proxy`: the batch list showing only proxy batches. */
export const ProxyBatchListPage = () => <BatchListPage proxy />;
