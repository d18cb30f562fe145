import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { AntdTheme } from '../app/antd-theme';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createRoutes } from '../app/routes';

/** A component inside the app's providers and a router at `path`. */
export function renderWithProviders(ui: ReactElement, path = '/') {
  return render(
    <AppProviders>
      <AntdTheme>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AntdTheme>
    </AppProviders>,
  );
}

/** The real route table (guards, lazy pages) in memory, starting at `path`. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
