import { useEffect } from 'react';
import { Alert } from 'antd';

export const SUCCESS_CLEAR_MS = 10_000;

/**
 * Spec §8: success is a green alert with the first message. With `autoClearMs` it calls
 * `onClear` after that delay (batch success clears after 10 s).
 */
export function SuccessAlert({
  message,
  detail,
  onClear,
  autoClearMs,
}: {
  message: string | null;
  detail?: string;
  onClear?: () => void;
  autoClearMs?: number;
}) {
  useEffect(() => {
    if (!message || !autoClearMs || !onClear) return;
    const timer = window.setTimeout(onClear, autoClearMs);
    return () => window.clearTimeout(timer);
  }, [message, autoClearMs, onClear]);
  if (!message) return null;
  return <Alert type="success" showIcon role="status" title={message} description={detail} closable={onClear ? { onClose: onClear } : false} />;
}
