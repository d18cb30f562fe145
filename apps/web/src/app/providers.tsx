import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/** The app's providers around `children`, with the query cache the routes' loaders fill (`client`) or a cache of its own. */
export function AppProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  // No antd here: every route (login included) pays for what the entry chunk holds. The screens
  // that draw antd components wrap them in AntdTheme (app/antd-theme.tsx), loaded with them; no
  // antd <App> either (message, notification, modal are imported where they are used).
  // One client per mounted app (tests mount many apps; each gets a clean cache).
  const [queryClient] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
