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
import { t } from '../../../i18n';

// Built when drawn: the headings are in the language chosen then.
const pickColumns = (): TableColumnsType<ProxyInvoice> => [
  { title: t('supplier.proxyBatch.invoiceNumber'), dataIndex: 'invoiceNo' },
  { title: t('supplier.proxyBatch.supplier'), dataIndex: 'vendorName', ellipsis: true },
  { title: t('supplier.proxyBatch.invoiceDate'), dataIndex: 'invoiceDate', width: 120, render: (d: string | null) => formatDate(d) },
  { title: t('supplier.proxyBatch.status'), dataIndex: 'status', width: 110, render: (s: string) => <StatusTag status={s} /> },
  { title: t('supplier.proxyBatch.amount'), dataIndex: 'amount', width: 150, align: 'right', render: (a: string) => <Amount value={a} /> },
];
const supplierColumn = (): TableColumnsType<ProxyInvoice> => [{ title: t('supplier.proxyBatch.supplier'), dataIndex: 'vendorName', ellipsis: true }];

/** `/#/batch/proxy`: a PIC chooses a company, picks proxy invoices and saves them as a batch. */
export function ProxyBatchPage() {
  const session = useSession();
  const create = useCreateProxyBatch();
  return (
    <BatchBuilder<ProxyInvoice>
      title={t('supplier.proxyBatch.title')}
      ids={{ company: 'proxy-company', batchNo: 'proxy-batch-no', total: 'proxy-total' }}
      fixedCompany={null}
      selectCompany={BATCH_MESSAGES.picSelectCompany}
      warnNoCompany={session?.user.typeUser === 'PIC'}
      extraColumns={supplierColumn()}
      picker={{
        title: t('supplier.proxyBatch.pickerTitle'),
        width: 900,
        columns: pickColumns(),
        emptyText: t('supplier.proxyBatch.empty'),
        useInvoices: useProxyInvoices,
      }}
      validate={(draft, total, invoices) =>
        validateProxyBatch(
          draft,
          total,
          invoices.map((i) => i.vendorId),
        )
      }
      action={{ label: t('supplier.proxyBatch.save'), success: BATCH_MESSAGES.saved, pending: create.isPending, run: (draft, on) => create.mutate(draft, on) }}
      side={({ saved, page }) => (
        <Card title={t('supplier.printBatch.title')} size="small">
          <Typography.Paragraph type="secondary">
            {saved ? t('supplier.printBatch.savedBatch', { batchNo: saved.batchNo }) : t('supplier.printBatch.saveFirst')}
          </Typography.Paragraph>
          <BatchPrintButtons batchId={saved?.id ?? null} onError={(m) => (m.length ? page.showErrors(m) : undefined)} vertical />
        </Card>
      )}
    />
  );
}

/** `/#/batch/list-proxy`: the batch list showing only proxy batches. */
export const ProxyBatchListPage = () => <BatchListPage proxy />;
