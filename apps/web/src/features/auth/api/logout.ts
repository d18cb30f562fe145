import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionApi } from '@faktura/domain';
import { apiSend } from '../../../lib/api-core';
import { clearSession } from '../../../lib/session';
import { authKeys } from './keys';

/**
 * Revokes the token on the server; a 401 (already expired) is no reason to alert. Through the
 * client core like the login: this file loads with the login route.
 */
export function postLogout(): Promise<void> {
  const { method, path } = sessionApi.logout;
  return apiSend(path, { method, sessionBound: false });
}

/**
 * Logging out always ends the local session, even when the server cannot be reached: the user
 * asked to leave, and a stale token is revoked server-side when it expires anyway.
 */
export async function logout(): Promise<void> {
  try {
    await postLogout();
  } catch {
    // Already logged out on the server, or offline: nothing more to do.
  } finally {
    clearSession();
  }
}

/**
 * `onLoggedOut` runs from the mutation's own options, not `mutate()`'s: the component that
 * started the logout is usually unmounted by then (the layout leaves once the session is gone).
 */
export function useLogout(options: { onLoggedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  const { onLoggedOut } = options;
  return useMutation({
    mutationKey: authKeys.logout,
    mutationFn: logout,
    onSettled: () => {
      // The next user of this browser must not see the previous user's cached data.
      queryClient.clear();
      onLoggedOut?.();
    },
  });
}
