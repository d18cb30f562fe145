import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Flex, Popconfirm, Select, Table, Typography, message } from 'antd';
import { PAYMENT_RUN_MESSAGES as MSG, WEEKDAY_LABELS, paymentRunsApi, type PaymentRun, type PaymentRunSave } from '@faktura/domain';
import { callApi, errorMessages } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { ReferencePaymentBatch } from './reference-payment-batch';

const runKeys = { all: [...QUERY_ROOTS.masterData, 'payment-runs'] as const };
const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: i === 30 ? '31 (last day)' : String(i + 1) }));
const keyOf = (r: { instance: string; orgId: number }) => `${r.instance}:${r.orgId}`;

/** One company's row: its weekdays and days of the month, saved after a confirmation. */
function RunEditor({ run }: { run: PaymentRun }) {
  const client = useQueryClient();
  const [weekdays, setWeekdays] = useState<number[]>(run.weekdays);
  const [monthDays, setMonthDays] = useState<number[]>(run.monthDays);
  const [errors, setErrors] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: (body: PaymentRunSave) => callApi(paymentRunsApi.save, { body }),
    onSuccess: () => {
      setErrors([]);
      void message.success(MSG.saved);
      void invalidateKeys(client, runKeys.all, QUERY_ROOTS.invoices);
    },
    onError: (error) => setErrors(errorMessages(error)),
  });
  const changed = weekdays.join() !== run.weekdays.join() || monthDays.join() !== [...run.monthDays].join();
  return (
    <Flex vertical gap={8}>
      <Checkbox.Group
        aria-label={`Weekdays of ${run.companyName}`}
        value={weekdays}
        onChange={(v) => setWeekdays([...v].sort((a, b) => a - b))}
        options={WEEKDAY_LABELS.map((label, i) => ({ label: label.slice(0, 3), value: i + 1 }))}
      />
      <Select
        mode="multiple"
        aria-label={`Days of the month of ${run.companyName}`}
        placeholder="Days of the month"
        value={monthDays}
        onChange={(v: number[]) => setMonthDays([...v].sort((a, b) => a - b))}
        options={MONTH_DAYS}
        style={{ minWidth: 260 }}
      />
      {errors.length ? <Alert type="error" showIcon title={errors.join(' ')} /> : null}
      <span>
        <Popconfirm
          title={MSG.confirm}
          okText="Save"
          cancelText="No"
          onConfirm={() => save.mutate({ instance: run.instance, orgId: run.orgId, weekdays, monthDays })}
        >
          <Button type="primary" size="small" disabled={!changed} loading={save.isPending} aria-label={`Save payment runs of ${run.companyName}`}>
            Save
          </Button>
        </Popconfirm>
      </span>
    </Flex>
  );
}

/** `/#/master/payment-runs`: the days each company pays (finance); an approved invoice is expected on the first run on or after its due date. */
export function PaymentRunsPage() {
  const query = useQuery({ queryKey: runKeys.all, queryFn: ({ signal }) => callApi(paymentRunsApi.list, { signal }) });
  return (
    <Flex vertical gap={16}>
      <Card title="Payment Runs">
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            The days each company pays what has fallen due. An approved invoice is expected to be paid on the first run day on or after its due date; a company
            with no run days pays on the due date.
          </Typography.Paragraph>
          {query.isError ? <Alert type="error" showIcon title={errorMessages(query.error).join(' ')} /> : null}
          <Table<PaymentRun>
            rowKey={keyOf}
            loading={query.isPending}
            dataSource={query.data?.items ?? []}
            pagination={false}
            columns={[
              { title: 'Company', dataIndex: 'companyName', width: 280 },
              { title: 'Instance', dataIndex: 'instance', width: 100 },
              { title: 'Run Days', key: 'days', render: (_: unknown, r) => <RunEditor key={`${keyOf(r)}:${r.updatedAt ?? ''}`} run={r} /> },
              {
                title: 'Last Change',
                key: 'updated',
                width: 200,
                render: (_: unknown, r) => (r.updatedAt ? `${formatDateTime(r.updatedAt)}${r.updatedBy ? ` by ${r.updatedBy}` : ''}` : '-'),
              },
            ]}
          />
        </Flex>
      </Card>
      <ReferencePaymentBatch />
    </Flex>
  );
}
