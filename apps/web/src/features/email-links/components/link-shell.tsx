import type { ReactNode } from 'react';
import { Button, Card, Result } from 'antd';
import { Link } from 'react-router';
import { EMAIL_LINK_MESSAGES } from '@faktura/domain';
import { AntdTheme } from '../../../app/antd-theme';
import { translateMessage } from '../../../i18n/messages';

/**
 * The frame of a page opened from an e-mail: no header or menu (there may be no session), but the
 * portal's antd theme (its primary blue has AA contrast; antd's default has 4.1:1 on white text).
 */
export function LinkShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AntdTheme>
      <main style={{ minHeight: '100vh', background: '#f5f5f5', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', padding: '48px 16px' }}>
        <Card title={title} style={{ width: '100%', maxWidth: 720 }}>
          {children}
        </Card>
      </main>
    </AntdTheme>
  );
}

/** A link that cannot act (used, expired, not valid): the server's words and the way to log in. */
export function LinkRefused({ messages }: { messages: string[] }) {
  return (
    <Result
      status="warning"
      title={messages[0] ?? translateMessage(EMAIL_LINK_MESSAGES.invalid)}
      extra={
        <Link to="/login">
          <Button type="primary">{translateMessage(EMAIL_LINK_MESSAGES.logIn)}</Button>
        </Link>
      }
    />
  );
}
