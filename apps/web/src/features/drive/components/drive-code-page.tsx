import { useState } from 'react';
import { Button, Card, Col, Flex, Form, Input, Row, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { DRIVE_MESSAGES, validateDriveCode, validateDriveUrlRequest, type DriveStatus } from '@faktura/domain';
import { FormPage, useFormPage } from '../../../components/form-page';
import { formatDateTime } from '../../../lib/format';
import { useDriveStatus, useGenerateDriveUrl, useRetryDriveUpload, useSaveDriveCode } from '../api/drive';
import { t, translateMessage } from '../../../i18n';

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
        page.showSuccess(translateMessage(DRIVE_MESSAGES.saved));
        setUrl('');
        setCode('');
      },
      onError: page.showFailure,
    });
  };

  const uploadColumns: TableColumnsType<Upload> = [
    { title: t('master.drive.batchNo'), dataIndex: 'batchNo', width: 150 },
    { title: t('master.common.company'), dataIndex: 'company', ellipsis: true },
    { title: t('master.common.status'), dataIndex: 'status', width: 100, render: (s: Upload['status']) => <Tag color={STATUS_COLOUR[s]}>{s}</Tag> },
    { title: t('master.drive.attempts'), dataIndex: 'attempts', width: 90, align: 'right' },
    {
      title: t('master.drive.detail'),
      key: 'detail',
      ellipsis: true,
      // The error is the server's English text: shown in the chosen language once catalogued.
      render: (_: unknown, u) => (u.status === 'FAILED' ? u.lastError && translateMessage(u.lastError) : u.folder) ?? '-',
    },
    { title: t('master.drive.updated'), dataIndex: 'updatedAt', width: 170, render: (d: string) => formatDateTime(d) },
    {
      title: t('master.common.action'),
      key: 'retry',
      width: 90,
      render: (_: unknown, u) =>
        u.status === 'FAILED' ? (
          <Button size="small" loading={retry.isPending && retry.variables === u.id} onClick={() => retry.mutate(u.id, { onError: page.showFailure })}>
            {t('master.drive.retry')}
          </Button>
        ) : null,
    },
  ];

  return (
    <FormPage page={page} loadErrors={[status.error]}>
      <Card title={t('master.drive.title', { provider: status.data?.provider === 'google' ? t('master.drive.google') : t('master.drive.local') })} size="small">
        <Form layout="vertical" component="div">
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label={t('master.common.company')} htmlFor="drive-company" required>
                <Select
                  id="drive-company"
                  aria-label={t('master.common.company')}
                  placeholder={t('master.drive.selectCompany')}
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
              <Form.Item label={t('master.drive.url')} htmlFor="drive-url">
                <Input id="drive-url" value={url} readOnly variant="filled" placeholder={t('master.drive.generateFirst')} />
              </Form.Item>
            </Col>
          </Row>
          <Flex gap={8} wrap style={{ marginBottom: 16 }}>
            <Button onClick={generateUrl} loading={generate.isPending}>
              {t('master.drive.generate')}
            </Button>
            <Button onClick={openUrl}>{t('master.drive.open')}</Button>
          </Flex>
          <Form.Item label={t('master.drive.code')} htmlFor="drive-code" required extra={t('master.drive.codeExtra')}>
            <Input id="drive-code" value={code} onChange={(e) => setCode(e.target.value)} maxLength={2000} autoComplete="off" />
          </Form.Item>
        </Form>
        <Button type="primary" onClick={submit} loading={save.isPending}>
          {t('master.common.save')}
        </Button>
      </Card>
      <Card title={t('master.drive.linked')} size="small">
        {(status.data?.links ?? []).length ? (
          <Flex vertical gap={4}>
            {status.data!.links.map((l) => (
              <Typography.Text key={l.company}>
                {t('master.drive.linkedBy', { company: l.companyName, user: l.linkedBy || '-', date: formatDateTime(l.linkedAt) })}
              </Typography.Text>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('master.drive.noneLinked')}</Typography.Text>
        )}
      </Card>
      <Card title={t('master.drive.uploads')} size="small" styles={{ body: { padding: 0 } }}>
        <Table<Upload>
          rowKey="id"
          size="small"
          columns={uploadColumns}
          dataSource={status.data?.uploads ?? []}
          pagination={false}
          locale={{ emptyText: t('master.drive.noUploads') }}
        />
      </Card>
    </FormPage>
  );
}
