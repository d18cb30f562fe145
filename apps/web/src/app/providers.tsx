import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { createQueryClient } from './query-client';
import { theme } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  // No antd <App>: it drags message, notification and modal into the entry chunk, which every
  // route (login included) pays for. Screens that need them import them where they are used.
  // One client per mounted app (tests mount many apps; each gets a clean cache).
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme} componentSize="middle">
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
