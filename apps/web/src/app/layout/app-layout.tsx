import { useState } from 'react';
import { Layout } from 'antd';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { AntdTheme } from '../antd-theme';
import { loginPathFor } from '../guard';
import { useSession } from '../../lib/session';
import { useNarrowScreen, usePhone } from '../../lib/use-phone';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { MenuDrawer } from './menu-drawer';
import { PageHeading } from './page-heading';

/** A thin bar while the next screen's code or guard runs, so a click never looks ignored. */
function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      aria-hidden
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 2,
        zIndex: 1000,
        background: '#69b1ff',
        width: busy ? '80%' : 0,
        opacity: busy ? 1 : 0,
        transition: busy ? 'width 2s ease-out' : 'opacity .2s',
      }}
    />
  );
}

/**
 * The signed-in frame: header, sidebar, title with breadcrumb, content, footer. On a phone the
 * sidebar is a drawer opened from the header, and the content uses the whole width.
 */
export function AppLayout() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const phone = usePhone();
  const narrow = useNarrowScreen();
  const [menuOpen, setMenuOpen] = useState(false);
  // The guards keep anonymous users out; this covers a 401 or a logout in another tab while a
  // page is open: back to login, then back here (the same target the API client uses).
  if (!session) return <Navigate to={loginPathFor(pathname + search)} replace />;
  return (
    <AntdTheme>
      <Layout style={{ minHeight: '100vh' }}>
        <NavigationProgress />
        <AppHeader user={session.user} onOpenMenu={phone ? () => setMenuOpen(true) : undefined} menuOpen={menuOpen} />
        {/* Said, not found out: antd learns of a sider as it mounts, which the server's drawing never does. */}
        <Layout hasSider={!phone}>
          {phone ? <MenuDrawer user={session.user} open={menuOpen} onClose={() => setMenuOpen(false)} /> : <AppSidebar user={session.user} />}
          {/* Below desktop widths, min-width 0: a wide table scrolls inside its card instead of widening the page. */}
          <Layout style={narrow ? { minWidth: 0 } : undefined}>
            <Layout.Content style={{ padding: phone ? '12px 12px 0' : '14px 20px 0' }}>
              <PageHeading />
              <Outlet />
            </Layout.Content>
            <AppFooter />
          </Layout>
        </Layout>
      </Layout>
    </AntdTheme>
  );
}
