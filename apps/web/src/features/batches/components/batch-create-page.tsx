import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import { BATCH_MESSAGES, validateBatch } from '@faktura/domain';
import { Amount } from '../../../components/amount';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCreateBatch } from '../api/create-batch';
import { useAvailableInvoices, type BatchInvoice } from '../api/get-available-invoices';
import { BatchBuilder } from './batch-builder';
import { PrintBatchPanel } from './print-batch-panel';
import { t } from '../../../i18n';

// Built at each draw: the headings follow the language.
const findColumns = (): TableColumnsType<BatchInvoice> => [
  { title: t('batches.invoiceNumber'), dataIndex: 'invoiceNo' },
  { title: t('columns.invoiceDate'), dataIndex: 'invoiceDate', width: 120, render: (d: string | null) => formatDate(d) },
  { title: t('batches.taxNo'), dataIndex: 'taxNo', width: 190, render: (no: string | null) => no ?? '-' },
  { title: t('columns.status'), dataIndex: 'status', width: 100, render: (s: string) => <StatusTag status={s} /> },
  { title: t('columns.amount'), dataIndex: 'amount', width: 150, align: 'right', render: (a: string) => <Amount value={a} /> },
];

/** `/#/batch/create`: group DRAFT PO invoices into a batch and submit it. */
export function BatchCreatePage() {
  const session = useSession();
  const [printId, setPrintId] = useState<number | null>(null);
  const create = useCreateBatch();
  return (
    <BatchBuilder<BatchInvoice>
      title={t('batches.batch')}
      ids={{ company: 'batch-company', batchNo: 'batch-no', total: 'batch-total' }}
      fixedCompany={session?.user.company ?? null}
      selectCompany={BATCH_MESSAGES.selectCompany}
      picker={{
        title: t('batches.findInvoice'),
        width: 860,
        columns: findColumns(),
        emptyText: t('batches.noDraft'),
        useInvoices: useAvailableInvoices,
      }}
      validate={validateBatch}
      action={{
        label: t('batches.submit'),
        success: BATCH_MESSAGES.submitted,
        pending: create.isPending,
        run: (draft, on) =>
          create.mutate(
            { ...draft, submit: true },
            {
              onSuccess: (batch) => {
                on.onSuccess(batch);
                setPrintId(batch.id); // ready to print straight away
              },
              onError: on.onError,
            },
          ),
      }}
      side={({ company }) => <PrintBatchPanel company={company} selected={printId} onSelect={setPrintId} />}
    />
  );
}
