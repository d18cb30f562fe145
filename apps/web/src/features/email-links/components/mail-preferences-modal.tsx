import { useState } from 'react';
import { Alert, Checkbox, Modal, Space, Spin, Typography, message } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAIL_PREFERENCE_TEXTS, mailPreferencesApi } from '@faktura/domain';
import { ApiError, callApi } from '../../../lib/api-client';

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
      void message.success(MAIL_PREFERENCE_TEXTS.saved);
      onClose();
    },
  });
  return (
    <Modal
      title={MAIL_PREFERENCE_TEXTS.title}
      open={open}
      onCancel={onClose}
      onOk={() => save.mutate()}
      okText="Save"
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {prefs.isPending ? <Spin /> : null}
      {prefs.isError ? <Alert type="error" showIcon title={prefs.error instanceof ApiError ? prefs.error.messages.join(' ') : String(prefs.error)} /> : null}
      {save.isError ? <Alert type="error" showIcon title={save.error instanceof ApiError ? save.error.messages.join(' ') : String(save.error)} /> : null}
      {prefs.data ? (
        <Space direction="vertical">
          <Typography.Paragraph>{MAIL_PREFERENCE_TEXTS.intro}</Typography.Paragraph>
          {prefs.data.events.map((e) => (
            <Checkbox key={e.event} checked={enabledOf(e.event, e.enabled)} onChange={(ev) => setEdits({ ...edits, [e.event]: ev.target.checked })}>
              {e.label}
            </Checkbox>
          ))}
          {prefs.data.digestAvailable ? (
            <Checkbox checked={digest} onChange={(ev) => setDigestEdit(ev.target.checked)} style={{ marginTop: 8 }}>
              {MAIL_PREFERENCE_TEXTS.digest}
            </Checkbox>
          ) : null}
        </Space>
      ) : null}
    </Modal>
  );
}
