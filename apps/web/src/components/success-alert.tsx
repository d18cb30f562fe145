import { Alert } from 'antd';

/** Success is a green alert with the first message (cleared after 10 s by `useFormPage`). */
export function SuccessAlert({ message, detail, onClear }: { message: string | null; detail?: string; onClear?: () => void }) {
  if (!message) return null;
  return <Alert type="success" showIcon role="status" title={message} description={detail} closable={onClear ? { onClose: onClear } : false} />;
}
