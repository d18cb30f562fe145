import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteDef, UserType } from '@faktura/domain';
import { getSession } from '../lib/session';
import { guardLoader } from './guard';

/**
 * What a screen shows first, put in the query cache before it draws: the screen then draws once,
 * with its data, not a loading pass and then a second pass when the answers come. Opened by its
 * link, its answers are already on their way (early-data.ts); opened from the menu, the progress
 * bar runs meanwhile. Kept in the screen's own chunk, with the queries it fills.
 */
export type ScreenData = (client: QueryClient, typeUser: UserType) => Promise<unknown>;

/** The longest a screen waits for its answers: slower ones come after it has drawn, in its loading state. */
export const SCREEN_DATA_WAIT_MS = 250;

/**
 * The route's loader: its guard, then (for a screen with first answers) the wait for them. It
 * never fails for the data: a failed answer is the screen's to show, as a query error.
 */
export function screenLoader(def: RouteDef, client: QueryClient, answers?: () => Promise<ScreenData>) {
  const guard = guardLoader(def);
  if (!answers) return guard;
  return async (args: LoaderFunctionArgs) => {
    guard(args);
    const typeUser = getSession()?.user.typeUser;
    if (!typeUser) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SCREEN_DATA_WAIT_MS);
    });
    const filled = answers()
      .then((fill) => fill(client, typeUser))
      .catch(() => undefined);
    await Promise.race([filled, waited]);
    clearTimeout(timer);
    return null;
  };
}
