import { Alert } from 'antd';
import { translateMessage } from '../i18n/messages';

/**
 * Errors are shown as a red list, every message at once. Renders nothing when there are
 * no messages, so forms can always mount it.
 */
export function ErrorListAlert({ messages, onClose }: { messages: readonly string[]; onClose?: () => void }) {
  if (messages.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      closable={onClose ? { onClose } : false}
      role="alert"
      title={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {messages.map((m) => (
            <li key={m}>{translateMessage(m)}</li>
          ))}
        </ul>
      }
    />
  );
}
