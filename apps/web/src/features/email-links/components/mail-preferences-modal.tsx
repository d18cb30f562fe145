import { useState } from 'react';
import { Alert, Checkbox, Modal, Space, Spin, Typography, message } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailPreferencesApi } from '@faktura/domain';
import { ApiError, callApi } from '../../../lib/api-client';
import { t } from '../../../i18n/translate';
import { translateMessage } from '../../../i18n/messages';

const KEY = ['mail-preferences'] as const;

/** "E-mail notifications" from the user menu: which events mail me, and finance's daily summary. */
export function MailPreferencesModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const prefs = useQuery({ queryKey: KEY, queryFn: () => callApi(mailPreferencesApi.get), enabled: open });
  // The user's changes over what the server has: no copy of the server's answer to keep in step.
  const [edits, setEdits] = useState<Record<string, boolean>>({});
  const [digestEdit, setDigestEdit] = useState<boolean | null>(null);
  const enabledOf = (event: string, fallback: boolean) => edits[event] ?? fallback;
  const digest = digestEdit ?? prefs.data?.digest ?? false;
  const save = useMutation({
    mutationFn: () =>
      callApi(mailPreferencesApi.save, {
        body: { events: (prefs.data?.events ?? []).map((e) => ({ event: e.event, enabled: enabledOf(e.event, e.enabled) })), digest },
      }),
    onSuccess: (data) => {
      client.setQueryData(KEY, data);
      setEdits({});
      setDigestEdit(null);
      void message.success(t('review.mailPreferences.saved'));
      onClose();
    },
  });
  return (
    <Modal
      title={t('review.mailPreferences.title')}
      open={open}
      onCancel={onClose}
      onOk={() => save.mutate()}
      okText={t('review.mailPreferences.save')}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {prefs.isPending ? <Spin /> : null}
      {prefs.isError ? (
        <Alert type="error" showIcon title={prefs.error instanceof ApiError ? prefs.error.messages.map(translateMessage).join(' ') : String(prefs.error)} />
      ) : null}
      {save.isError ? (
        <Alert type="error" showIcon title={save.error instanceof ApiError ? save.error.messages.map(translateMessage).join(' ') : String(save.error)} />
      ) : null}
      {prefs.data ? (
        <Space direction="vertical">
          <Typography.Paragraph>{t('review.mailPreferences.intro')}</Typography.Paragraph>
          {prefs.data.events.map((e) => (
            <Checkbox key={e.event} checked={enabledOf(e.event, e.enabled)} onChange={(ev) => setEdits({ ...edits, [e.event]: ev.target.checked })}>
              {e.label}
            </Checkbox>
          ))}
          {prefs.data.digestAvailable ? (
            <Checkbox checked={digest} onChange={(ev) => setDigestEdit(ev.target.checked)} style={{ marginTop: 8 }}>
              {t('review.mailPreferences.digest')}
            </Checkbox>
          ) : null}
        </Space>
      ) : null}
    </Modal>
  );
}
