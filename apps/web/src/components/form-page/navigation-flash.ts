import { useLocation } from 'react-router';

type FlashState = { flash?: string };

/** Router state that carries a success message to the next screen (create → its detail page). */
export function withFlash(message: string): { state: FlashState } {
  return { state: { flash: message } };
}

/** The success message the previous screen sent along with `withFlash`, if any. */
export function useNavigationFlash(): string | null {
  return (useLocation().state as FlashState | null)?.flash ?? null;
}
