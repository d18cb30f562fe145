import { useState } from 'react';
import { Button, Card, Flex, Form, Typography } from 'antd';
import { FileZipOutlined } from '@ant-design/icons';
import { periodProblem, ublExportApi, UBL_EXPORT_LIMITS } from '@faktura/domain';
import { DateField } from '../../../components/date-field';
import { Icon } from '../../../components/icon';
import { endpointUrl } from '../../../lib/api-client';
import { useDownload } from '../../../lib/use-download';
import { t, translateMessage } from '../../../i18n';

/**
 * Finance: the invoices dated in a period as UBL files in one zip. The period's limits are checked
 * here as the server checks them, so a too-long period is refused before any download starts.
 */
export function UblPeriodExport() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const { busy, download: fetchFile } = useDownload(setErrors);
  const exportZip = async () => {
    const problem = from && to ? periodProblem(from, to) : null;
    if (problem) return setErrors([problem]);
    await fetchFile(endpointUrl(ublExportApi.period, { query: { from, to } }), `UBL-${from}-${to}.zip`);
  };
  return (
    <Card size="small" title={t('finance.ublPeriod.title')}>
      <Form layout="inline" onFinish={() => void exportZip()}>
        <Form.Item label={t('finance.ublPeriod.from')} htmlFor="ubl-period-from">
          <DateField id="ubl-period-from" value={from} onChange={setFrom} />
        </Form.Item>
        <Form.Item label={t('finance.ublPeriod.to')} htmlFor="ubl-period-to">
          <DateField id="ubl-period-to" value={to} onChange={setTo} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" icon={<Icon of={FileZipOutlined} />} loading={busy} disabled={!from || !to}>
            {t('finance.ublPeriod.zip')}
          </Button>
        </Form.Item>
      </Form>
      <Flex vertical gap={4} style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">
          {t('finance.ublPeriod.hint', { days: UBL_EXPORT_LIMITS.periodDays, invoices: UBL_EXPORT_LIMITS.periodInvoices })}
        </Typography.Text>
        {errors.length ? (
          <Typography.Text type="danger" role="alert">
            {errors.map(translateMessage).join(' ')}
          </Typography.Text>
        ) : null}
      </Flex>
    </Card>
  );
}
