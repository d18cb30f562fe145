import { useState } from 'react';
import { Button, Card, Flex, Form, Typography } from 'antd';
import { FileZipOutlined } from '@ant-design/icons';
import { periodProblem, ublExportApi, UBL_EXPORT_LABELS } from '@faktura/domain';
import { DateField } from '../../../components/date-field';
import { Icon } from '../../../components/icon';
import { endpointUrl } from '../../../lib/api-client';
import { useDownload } from '../../../lib/use-download';

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
    <Card size="small" title={UBL_EXPORT_LABELS.periodTitle}>
      <Form layout="inline" onFinish={() => void exportZip()}>
        <Form.Item label="From" htmlFor="ubl-period-from">
          <DateField id="ubl-period-from" value={from} onChange={setFrom} />
        </Form.Item>
        <Form.Item label="To" htmlFor="ubl-period-to">
          <DateField id="ubl-period-to" value={to} onChange={setTo} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" icon={<Icon of={FileZipOutlined} />} loading={busy} disabled={!from || !to}>
            {UBL_EXPORT_LABELS.periodZip}
          </Button>
        </Form.Item>
      </Form>
      <Flex vertical gap={4} style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">{UBL_EXPORT_LABELS.periodHint}</Typography.Text>
        {errors.length ? (
          <Typography.Text type="danger" role="alert">
            {errors.join(' ')}
          </Typography.Text>
        ) : null}
      </Flex>
    </Card>
  );
}
