import { Navigate, useSearchParams } from 'react-router';
import { useT } from '../../i18n';
import { LanguageSwitch } from '../../components/language-switch';
import { LoginPanel } from '../../features/auth';
import { isSessionReady, useSession } from '../../lib/session';
import { safeRedirectTarget } from '../guard';
import { BRAND } from '../theme';

/**
 * `/#/login`. Once the session holds a company the user goes to the guard's
 * `redirect` target, or the dashboard. Deliberately light (scripts/size.mjs budget): only the
 * antd inputs, button and alert load with this route.
 */
export function LoginRoute() {
  const session = useSession();
  const [params] = useSearchParams();
  const t = useT();

  if (isSessionReady(session)) return <Navigate to={safeRedirectTarget(params.get('redirect'))} replace />;

  return (
    <main
      style={{
        minHeight: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 16,
        background: `linear-gradient(160deg, ${BRAND.navy} 0%, #1d3f6e 55%, #f3f5f8 55%)`,
      }}
    >
      <section style={{ width: '100%', maxWidth: 380, background: '#fff', borderRadius: 8, boxShadow: '0 8px 28px rgba(15,39,71,0.18)', overflow: 'hidden' }}>
        <header style={{ padding: '20px 28px 14px', borderBottom: '1px solid #f0f0f0', display: 'flex', alignItems: 'flex-start', gap: 12 }}>
          <div style={{ marginInlineEnd: 'auto' }}>
            <div style={{ fontSize: 22, fontWeight: 700, color: BRAND.navy, letterSpacing: 0.3 }}>Faktura</div>
            <div style={{ color: '#666', fontSize: 12 }}>{t('login.brandSubtitle')}</div>
          </div>
          <LanguageSwitch tone="light" />
        </header>
        <div style={{ padding: '20px 28px 26px' }}>
          <LoginPanel />
        </div>
      </section>
    </main>
  );
}
