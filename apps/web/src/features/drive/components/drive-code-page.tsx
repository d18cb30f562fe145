import { useState } from 'react';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { DRIVE_MESSAGES, validateDriveCode, validateDriveUrlRequest, type DriveStatus } from '@faktura/domain';
import { FormPage, useFormPage } from '../../../components/form-page';
import { formatDateTime } from '../../../lib/format';
import { useDriveStatus, useGenerateDriveUrl, useRetryDriveUpload, useSaveDriveCode } from '../api/drive';

type Upload = DriveStatus['uploads'][number];
const STATUS_COLOUR: Record<Upload['status'], string> = { PENDING: 'processing', DONE: 'success', FAILED: 'error' };

/**
 * `/#/drive/code`: pick a company (or the fixed ITD option), Generate URL, open
 * it, paste the code the drive shows, Save. Below: the drives linked and the recent batch uploads.
 */
export function DriveCodePage() {
  const [params] = useSearchParams();
  const status = useDriveStatus();
  const generate = useGenerateDriveUrl();
  const save = useSaveDriveCode();
  const retry = useRetryDriveUpload();
  const page = useFormPage();
  const [company, setCompany] = useState<string>();
  const [url, setUrl] = useState('');
  // The local drive's URL is this screen carrying its code: opened, it fills the code in.
  const [code, setCode] = useState(params.get('code') ?? '');

  const generateUrl = () => {
    const form = { company: company ?? '' };
    if (!page.validate(validateDriveUrlRequest(form))) return;
    generate.mutate(form.company, { onSuccess: (answer) => setUrl(answer.url), onError: page.showFailure });
  };
  const openUrl = () => {
    if (!url) return page.showErrors([DRIVE_MESSAGES.noUrl]);
    page.dismissErrors();
    window.open(url, '_blank', 'noopener');
  };
  const submit = () => {
    const form = { company: company ?? '', url, code: code.trim() };
    if (!page.validate(validateDriveCode(form))) return;
    save.mutate(form, {
      onSuccess: () => {
        page.showSuccess(DRIVE_MESSAGES.saved);
        setUrl('');
        setCode('');
      },
      onError: page.showFailure,
    });
  };

  const uploadColumns: TableColumnsType<Upload> = [
    { title: 'Batch No', dataIndex: 'batchNo', width: 150 },
    { title: 'Company', dataIndex: 'company', ellipsis: true },
    { title: 'Status', dataIndex: 'status', width: 100, render: (s: Upload['status']) => <Tag color={STATUS_COLOUR[s]}>{s}</Tag> },
    { title: 'Attempts', dataIndex: 'attempts', width: 90, align: 'right' },
    { title: 'Folder / Error', key: 'detail', ellipsis: true, render: (_: unknown, u) => (u.status === 'FAILED' ? u.lastError : u.folder) ?? '-' },
    { title: 'Updated', dataIndex: 'updatedAt', width: 170, render: (d: string) => formatDateTime(d) },
    {
      title: 'Action',
      key: 'retry',
      width: 90,
      render: (_: unknown, u) =>
        u.status === 'FAILED' ? (
          <Button size="small" loading={retry.isPending && retry.variables === u.id} onClick={() => retry.mutate(u.id, { onError: page.showFailure })}>
            Retry
          </Button>
        ) : null,
    },
  ];

  return (
    <FormPage page={page} loadErrors={[status.error]}>
      <Card title={`Cloud Drive Authorisation (${status.data?.provider === 'google' ? 'Google Drive' : 'local folder drive'})`} size="small">
        <Form layout="vertical" component="div">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label="Company" htmlFor="drive-company" required>
                <Select
                  id="drive-company"
                  aria-label="Company"
                  placeholder="Select Company"
                  value={company}
                  onChange={(value: string) => {
                    setCompany(value);
                    setUrl('');
                  }}
                  loading={status.isFetching}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={(status.data?.companies ?? []).map((c) => ({ value: c.value, label: c.name }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item label="URL" htmlFor="drive-url">
                <Input id="drive-url" value={url} readOnly variant="filled" placeholder="Generate URL first" />
              </Form.Item>
            </Col>
          </Row>
          <Flex gap={8} wrap style={{ marginBottom: 16 }}>
            <Button onClick={generateUrl} loading={generate.isPending}>
              Generate URL
            </Button>
            <Button onClick={openUrl}>Open URL</Button>
          </Flex>
          <Form.Item label="Code" htmlFor="drive-code" required extra="Paste the code the drive shows after you allow access">
            <Input id="drive-code" value={code} onChange={(e) => setCode(e.target.value)} maxLength={2000} autoComplete="off" />
          </Form.Item>
        </Form>
        <Button type="primary" onClick={submit} loading={save.isPending}>
          Save
        </Button>
      </Card>
      <Card title="Linked drives" size="small">
        {(status.data?.links ?? []).length ? (
          <Flex vertical gap={4}>
            {status.data!.links.map((l) => (
              <Typography.Text key={l.company}>
                {l.companyName}: linked by {l.linkedBy || '-'} on {formatDateTime(l.linkedAt)}
              </Typography.Text>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">No drive linked yet. Batches of a company without one go to the ITD drive.</Typography.Text>
        )}
      </Card>
      <Card title="Batch uploads" size="small" styles={{ body: { padding: 0 } }}>
        <Table<Upload>
          rowKey="id"
          size="small"
          columns={uploadColumns}
          dataSource={status.data?.uploads ?? []}
          pagination={false}
          locale={{ emptyText: 'No batch uploads yet' }}
        />
      </Card>
    </FormPage>
  );
}
