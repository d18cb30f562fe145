import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTES } from '@faktura/domain';
import { guardLoader, rootLoader } from './guard';
import { RouteError } from './route-error';
import { PageLoading } from '../components/page-loading';
import type { PortalRouteHandle } from './route-handle';

type LazyPage = () => Promise<{ Component: ComponentType }>;

/**
 * Screens built so far, by route path of the domain's route table. Every other route of the
 * table shows the placeholder page; add a screen here when it is built.
 */
const PAGES: Partial<Record<string, LazyPage>> = {
  '/dashboard': async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
  '/history-receipt': async () => ({ Component: (await import('./routes/history-receipt')).HistoryReceiptRoute }),
  '/invoice/select': async () => ({ Component: (await import('./routes/invoice-select')).InvoiceSelectRoute }),
  '/invoice/create': async () => ({ Component: (await import('./routes/invoice-create')).InvoiceCreateRoute }),
  '/invoice/detail/:invoiceId': async () => ({ Component: (await import('./routes/invoice-detail')).InvoiceDetailRoute }),
  '/invoice/list': async () => ({ Component: (await import('./routes/invoice-list')).InvoiceListRoute }),
  '/batch/create': async () => ({ Component: (await import('./routes/batch-create')).BatchCreateRoute }),
  '/batch/list': async () => ({ Component: (await import('./routes/batch-list')).BatchListRoute }),
  '/batch/detail/:batchId': async () => ({ Component: (await import('./routes/batch-detail')).BatchDetailRoute }),
};

const placeholder: LazyPage = async () => ({ Component: (await import('./routes/placeholder')).PlaceholderRoute });

/** The whole route table, lazy per screen so the login route stays small (scripts/size.mjs). */
export const routes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
    children: [
      // The loader always redirects; the component only keeps the router from warning about an empty leaf.
      { index: true, loader: rootLoader, Component: PageLoading },
      { path: 'login', lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }) },
      {
        // Function-form `lazy` on purpose: the object form (`lazy: { Component }`) left the
        // router on its fallback in tests with react-router 7.18.
        lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
        children: ROUTES.map((def) => ({
          path: def.path,
          loader: guardLoader(def),
          handle: { def } satisfies PortalRouteHandle,
          lazy: PAGES[def.path] ?? placeholder,
        })),
      },
      { path: '*', lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }) },
    ],
  },
];
