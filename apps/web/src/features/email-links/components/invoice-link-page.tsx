import { useState } from 'react';
import { Alert, Button, Form, Input, Space, Spin } from 'antd';
import { useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { emailLinksApi } from '@faktura/domain';
import { ApiError, callApi } from '../../../lib/api-client';
import { InvoiceTimelineView } from '../../invoice-timeline';
import { LinkRefused, LinkShell } from './link-shell';
import { t } from '../../../i18n/translate';
import { translateMessage } from '../../../i18n/messages';

const refusalOf = (error: unknown) => (error instanceof ApiError ? error.messages : [String(error)]);

/** A supplier's link from an e-mail: a one-time code mailed to the same address, then the invoice's timeline, read-only. */
export function InvoiceLinkPage() {
  const { token = '' } = useParams();
  const [code, setCode] = useState('');
  const described = useQuery({ queryKey: ['email-link', token], queryFn: () => callApi(emailLinksApi.describe, { params: { token } }), retry: false });
  const send = useMutation({ mutationFn: () => callApi(emailLinksApi.sendCode, { params: { token } }) });
  const view = useMutation({ mutationFn: () => callApi(emailLinksApi.view, { params: { token }, body: { code } }) });

  if (described.isPending)
    return (
      <LinkShell title={t('review.emailLinks.invoice')}>
        <Spin />
      </LinkShell>
    );
  if (described.isError)
    return (
      <LinkShell title={t('review.emailLinks.invoice')}>
        <LinkRefused messages={refusalOf(described.error)} />
      </LinkShell>
    );
  if (view.isSuccess)
    return (
      <LinkShell title={t('review.emailLinks.invoiceNo', { invoiceNo: view.data.invoiceNo })}>
        <InvoiceTimelineView data={view.data} />
      </LinkShell>
    );
  return (
    <LinkShell title={t('review.emailLinks.invoiceNo', { invoiceNo: described.data.invoiceNo })}>
      <p>
        {described.data.vendorName} · {described.data.amount}
      </p>
      {send.isSuccess ? <Alert type="success" showIcon title={translateMessage(send.data.message)} style={{ marginBottom: 16 }} /> : null}
      {send.isError ? <Alert type="error" showIcon title={refusalOf(send.error).join(' ')} style={{ marginBottom: 16 }} /> : null}
      {view.isError ? <Alert type="error" showIcon title={refusalOf(view.error).join(' ')} style={{ marginBottom: 16 }} /> : null}
      <Space direction="vertical" style={{ width: '100%' }}>
        <Button onClick={() => send.mutate()} loading={send.isPending}>
          {t('review.emailLinks.emailMeCode')}
        </Button>
        <Form layout="inline" onFinish={() => view.mutate()}>
          <Form.Item label={t('review.emailLinks.code')} htmlFor="view-code">
            <Input id="view-code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={view.isPending} disabled={code.trim().length !== 6}>
            {t('review.emailLinks.showInvoice')}
          </Button>
        </Form>
      </Space>
    </LinkShell>
  );
}
