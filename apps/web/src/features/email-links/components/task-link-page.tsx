import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Input, Result, Space, Spin } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { EMAIL_LINK_MESSAGES, emailLinksApi, type EmailLinkDone } from '@faktura/domain';
import { ApiError, callApi } from '../../../lib/api-client';
import { LinkRefused, LinkShell } from './link-shell';
import { t } from '../../../i18n/translate';
import { translateMessage } from '../../../i18n/messages';

const refusalOf = (error: unknown) => (error instanceof ApiError ? error.messages : [String(error)]);

/** A refusal that ends the link (used, expired, not valid), in English or as the server translated it. */
const LINK_GONE = [EMAIL_LINK_MESSAGES.used, EMAIL_LINK_MESSAGES.expired, EMAIL_LINK_MESSAGES.invalid];
const isLinkGone = (message: string | undefined) => !!message && LINK_GONE.some((m) => m === message || translateMessage(m) === message);

/**
 * A recommender's Approve or Decline link: shows the invoice and what will happen, and acts only
 * on a click here (opening the link changes nothing); Decline asks for the reason.
 */
export function TaskLinkPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const [choice, setChoice] = useState<'approve' | 'decline'>(search.get('do') === 'decline' ? 'decline' : 'approve');
  const [reason, setReason] = useState('');
  const described = useQuery({ queryKey: ['email-link', token], queryFn: () => callApi(emailLinksApi.describe, { params: { token } }), retry: false });
  const act = useMutation<EmailLinkDone, unknown, void>({
    mutationFn: () =>
      choice === 'approve' ? callApi(emailLinksApi.approve, { params: { token } }) : callApi(emailLinksApi.decline, { params: { token }, body: { reason } }),
  });

  if (described.isPending)
    return (
      <LinkShell title={t('review.emailLinks.task')}>
        <Spin />
      </LinkShell>
    );
  if (described.isError)
    return (
      <LinkShell title={t('review.emailLinks.task')}>
        <LinkRefused messages={refusalOf(described.error)} />
      </LinkShell>
    );
  const link = described.data;
  if (act.isSuccess)
    return (
      <LinkShell title={t('review.emailLinks.task')}>
        <Result status="success" title={act.data.message} />
      </LinkShell>
    );
  const refusal = act.isError ? refusalOf(act.error) : null;
  const linkGone = act.isError && act.error instanceof ApiError && (act.error.status === 409 || act.error.status === 404) && isLinkGone(refusal?.[0]);
  if (linkGone && refusal)
    return (
      <LinkShell title={t('review.emailLinks.task')}>
        <LinkRefused messages={refusal} />
      </LinkShell>
    );

  return (
    <LinkShell title={t('review.emailLinks.invoiceNo', { invoiceNo: link.invoiceNo })}>
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('review.emailLinks.invoiceNumber')}>{link.invoiceNo}</Descriptions.Item>
        <Descriptions.Item label={t('review.emailLinks.supplier')}>{link.vendorName}</Descriptions.Item>
        <Descriptions.Item label={t('review.emailLinks.amount')}>{link.amount}</Descriptions.Item>
      </Descriptions>
      <Space style={{ marginBottom: 16 }}>
        <Button type={choice === 'approve' ? 'primary' : 'default'} onClick={() => setChoice('approve')} aria-pressed={choice === 'approve'}>
          {t('review.emailLinks.approve')}
        </Button>
        <Button type={choice === 'decline' ? 'primary' : 'default'} onClick={() => setChoice('decline')} aria-pressed={choice === 'decline'}>
          {t('review.emailLinks.decline')}
        </Button>
      </Space>
      <Alert type="info" showIcon title={choice === 'approve' ? link.approveText : link.declineText} style={{ marginBottom: 16 }} />
      {refusal ? <Alert type="error" showIcon title={refusal.join(' ')} style={{ marginBottom: 16 }} /> : null}
      <Form layout="vertical" onFinish={() => act.mutate()}>
        {choice === 'decline' ? (
          <Form.Item label={t('review.emailLinks.reason')} htmlFor="decline-reason" required>
            <Input.TextArea id="decline-reason" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Form.Item>
        ) : null}
        <Button type="primary" htmlType="submit" loading={act.isPending} danger={choice === 'decline'}>
          {choice === 'approve' ? t('review.emailLinks.confirmApproval') : t('review.emailLinks.confirmDecline')}
        </Button>
      </Form>
    </LinkShell>
  );
}
