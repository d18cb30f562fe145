import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Flex, Popconfirm, Select, Table, Typography, message } from 'antd';
import { paymentRunsApi, type PaymentRun, type PaymentRunSave } from '@faktura/domain';
import { callApi, errorMessages } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { ReferencePaymentBatch } from './reference-payment-batch';
import { t, useT } from '../../../i18n/translate';

const runKeys = { all: [...QUERY_ROOTS.masterData, 'payment-runs'] as const };
const monthDayOptions = () => Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: i === 30 ? t('reports.paymentRuns.lastDay') : String(i + 1) }));
/** ISO weekdays, Monday (1) first. */
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
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
      void message.success(t('reports.paymentRuns.saved'));
      void invalidateKeys(client, runKeys.all, QUERY_ROOTS.invoices);
    },
    onError: (error) => setErrors(errorMessages(error)),
  });
  const changed = weekdays.join() !== run.weekdays.join() || monthDays.join() !== [...run.monthDays].join();
  return (
    <Flex vertical gap={8}>
      <Checkbox.Group
        aria-label={t('reports.paymentRuns.weekdaysOf', { company: run.companyName })}
        value={weekdays}
        onChange={(v) => setWeekdays([...v].sort((a, b) => a - b))}
        options={WEEKDAYS.map((day, i) => ({ label: t(`reports.paymentRuns.weekdays.${day}`), value: i + 1 }))}
      />
      <Select
        mode="multiple"
        aria-label={t('reports.paymentRuns.monthDaysOf', { company: run.companyName })}
        placeholder={t('reports.paymentRuns.monthDays')}
        value={monthDays}
        onChange={(v: number[]) => setMonthDays([...v].sort((a, b) => a - b))}
        options={monthDayOptions()}
        style={{ minWidth: 260 }}
      />
      {errors.length ? <Alert type="error" showIcon title={errors.join(' ')} /> : null}
      <span>
        <Popconfirm
          title={t('reports.paymentRuns.confirm')}
          okText={t('reports.paymentRuns.save')}
          cancelText={t('reports.paymentRuns.no')}
          onConfirm={() => save.mutate({ instance: run.instance, orgId: run.orgId, weekdays, monthDays })}
        >
          <Button
            type="primary"
            size="small"
            disabled={!changed}
            loading={save.isPending}
            aria-label={t('reports.paymentRuns.saveLabel', { company: run.companyName })}
          >
            {t('reports.paymentRuns.save')}
          </Button>
        </Popconfirm>
      </span>
    </Flex>
  );
}

/** `/#/master/payment-runs`: the days each company pays (finance); an approved invoice is expected on the first run on or after its due date. */
export function PaymentRunsPage() {
  useT();
  const query = useQuery({ queryKey: runKeys.all, queryFn: ({ signal }) => callApi(paymentRunsApi.list, { signal }) });
  return (
    <Flex vertical gap={16}>
      <Card title={t('reports.paymentRuns.title')}>
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('reports.paymentRuns.intro')}
          </Typography.Paragraph>
          {query.isError ? <Alert type="error" showIcon title={errorMessages(query.error).join(' ')} /> : null}
          <Table<PaymentRun>
            rowKey={keyOf}
            loading={query.isPending}
            dataSource={query.data?.items ?? []}
            pagination={false}
            columns={[
              { title: t('reports.paymentRuns.company'), dataIndex: 'companyName', width: 280 },
              { title: t('reports.paymentRuns.instance'), dataIndex: 'instance', width: 100 },
              {
                title: t('reports.paymentRuns.runDays'),
                key: 'days',
                render: (_: unknown, r) => <RunEditor key={`${keyOf(r)}:${r.updatedAt ?? ''}`} run={r} />,
              },
              {
                title: t('reports.paymentRuns.lastChange'),
                key: 'updated',
                width: 200,
                render: (_: unknown, r) =>
                  r.updatedAt
                    ? r.updatedBy
                      ? t('reports.paymentRuns.changedBy', { date: formatDateTime(r.updatedAt), user: r.updatedBy })
                      : formatDateTime(r.updatedAt)
                    : '-',
              },
            ]}
          />
        </Flex>
      </Card>
      <ReferencePaymentBatch />
    </Flex>
  );
}
