import { useState } from 'react';
import { Card, Form, Select } from 'antd';
import { ErrorListAlert } from '../../../components/error-list-alert';
import { useBatches } from '../api/get-batches';
import { BatchPrintButtons } from './batch-print-buttons';
import { t } from '../../../i18n';

type Props = { company: { orgId: number; instance: string } | null; selected: number | null; onSelect: (batchId: number | null) => void };

/** The "Print Batch" side panel of batch create: pick one of the supplier's batches and print it. */
export function PrintBatchPanel({ company, selected, onSelect }: Props) {
  const [errors, setErrors] = useState<string[]>([]);
  // The latest 50 batches of the company cover what a supplier prints; older ones are in Batch List.
  const batches = useBatches(company ? { page: 1, pageSize: 50, orgId: company.orgId, instance: company.instance } : null);
  return (
    <Card title={t('supplier.printBatch.title')} size="small">
      <Form layout="vertical" component="div">
        <ErrorListAlert messages={errors} onClose={() => setErrors([])} />
        <Form.Item label={t('supplier.printBatch.batchNumber')} htmlFor="print-batch-no" style={{ marginTop: errors.length ? 12 : 0 }}>
          <Select
            id="print-batch-no"
            aria-label={t('supplier.printBatch.batchNumber')}
            placeholder={t('supplier.printBatch.selectBatch')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={batches.isFetching}
            value={selected ?? undefined}
            options={(batches.data?.items ?? []).map((b) => ({ value: b.id, label: `${b.batchNo} · ${b.status}` }))}
            onChange={(v: number | undefined) => {
              onSelect(v ?? null);
              setErrors([]);
            }}
          />
        </Form.Item>
        <BatchPrintButtons batchId={selected} onError={setErrors} vertical />
      </Form>
    </Card>
  );
}
