import { useEffect, useState } from 'react';
import { ApiError, errorMessages } from '../../lib/api-client';
import { scrollToTop } from '../../lib/scroll-top';

/** A success alert clears itself after 10 s. */
export const SUCCESS_CLEAR_MS = 10_000;

type Success = { message: string; detail?: string };
type Alerts = { errors: readonly string[]; success: Success | null; conflict: string | null };

/** A failure the user can fix by reloading: someone else changed the record, or its state moved on. */
export function isReloadable(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.code === 'STALE_REVISION' || error.code === 'CONFLICT');
}

export type FormPageOptions = {
  /** A success to greet the page with (a save that navigated here, see `useNavigationFlash`). */
  initialSuccess?: string | null;
  /** "Reload" of the 409 alert; without it a 409 shows as an ordinary error. */
  onReload?: () => void | Promise<void>;
  /** False in modals: the page behind them does not move. */
  scroll?: boolean;
};

export type FormPageState = Alerts & {
  onReload?: () => void | Promise<void>;
  /** Every message at once in the red list; a success on screen goes. */
  showErrors: (messages: readonly string[]) => void;
  /** Before a submit: true when the domain's validator found nothing, else its messages are shown. */
  validate: (messages: readonly string[]) => boolean;
  showSuccess: (message: string, detail?: string) => void;
  /** A failed call: 409 "changed by someone else" gets the Reload alert, anything else its messages. */
  /** The server's messages, or a 409 as the reload alert (a mutation's `onError` as it is). */
  showFailure: (error: unknown) => void;
  /** showFailure, with the screen's own text when the server sent no message. */
  showFailureOr: (fallback: string) => (error: unknown) => void;
  dismissErrors: () => void;
  dismissSuccess: () => void;
};

/**
 * What every form screen says back: the red list of all messages at once, the green
 * success cleared after 10 s, the 409 alert with Reload, and the page scrolled to the top where
 * they show. Render them with `<FormPage>` (a page) or `<FormPageAlerts>` (a modal).
 */
export function useFormPage({ initialSuccess = null, onReload, scroll = true }: FormPageOptions = {}): FormPageState {
  const [alerts, setAlerts] = useState<Alerts>({ errors: [], success: initialSuccess ? { message: initialSuccess } : null, conflict: null });

  useEffect(() => {
    if (!alerts.success) return;
    const timer = window.setTimeout(() => setAlerts((a) => ({ ...a, success: null })), SUCCESS_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [alerts.success]);

  const show = (next: Alerts) => {
    setAlerts(next);
    if (scroll && (next.errors.length > 0 || next.success || next.conflict)) scrollToTop();
  };
  const showErrors = (messages: readonly string[]) => show({ errors: messages, success: null, conflict: null });
  const showFailure = (error: unknown, fallback?: string) => {
    if (onReload && isReloadable(error)) show({ errors: [], success: null, conflict: error.messages.join(' ') });
    else showErrors(errorMessages(error, fallback));
  };

  return {
    ...alerts,
    onReload,
    showErrors,
    validate: (messages) => {
      showErrors(messages);
      return messages.length === 0;
    },
    showSuccess: (message, detail) => show({ errors: [], success: { message, detail }, conflict: null }),
    showFailure: (error) => showFailure(error),
    showFailureOr: (fallback) => (error) => showFailure(error, fallback),
    dismissErrors: () => setAlerts((a) => ({ ...a, errors: [] })),
    dismissSuccess: () => setAlerts((a) => ({ ...a, success: null })),
  };
}
