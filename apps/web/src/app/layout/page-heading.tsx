import { useEffect } from 'react';
import { Breadcrumb } from 'antd';
import { Link, useLocation, useMatches } from 'react-router';
import { matchRoute } from '@faktura/domain';
import { t, translateTitle } from '../../i18n';
import { isPortalHandle } from '../route-handle';

/** The page title of the current route, from the route table (packages/domain routes.ts). */
export function usePageTitle(): string {
  const { pathname } = useLocation();
  const handle = useMatches()
    .map((m) => m.handle)
    .filter(isPortalHandle)
    .at(-1);
  return translateTitle(handle?.def.title ?? matchRoute(pathname)?.title ?? '');
}

/** Breadcrumb "Home / <title>" and the page title; also names the browser tab. */
export function PageHeading() {
  const title = usePageTitle();
  useEffect(() => {
    document.title = title ? `${title} · Faktura` : 'Faktura';
  }, [title]);
  return (
    <div style={{ marginBottom: 12 }}>
      <Breadcrumb items={[{ title: <Link to="/dashboard">{t('pageTitles.home')}</Link> }, { title }]} />
      <h1 style={{ fontSize: 18, fontWeight: 600, margin: '4px 0 0', color: '#1f1f1f' }}>{title}</h1>
    </div>
  );
}
