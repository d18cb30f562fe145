import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { isSessionReady, useSession } from '../../lib/session';
import { safeRedirectTarget } from '../guard';
import { BRAND } from '../theme';

// The company step (antd Select and its virtual list, ~25 kB gzip) is a chunk of its own: the
// first paint of /#/login needs only the credentials form. LoginForm starts loading it while the
// login request is in flight, so the step is normally ready when the answer arrives.
const loadCompanyStep = () => import('../../features/auth/components/company-step');
const CompanyStep = lazy(async () => ({ default: (await loadCompanyStep()).CompanyStep }));

/**
 * `/#/login` (spec screen 1): credentials, then the company (instance) step. Once the session
 * holds a company the user goes to the `redirect` target of the guard, or the dashboard.
 * Deliberately light: only the antd inputs, button, select and alert load with this route.
 */
export function LoginRoute() {
  const session = useSession();
  const [params] = useSearchParams();

  if (isSessionReady(session)) return <Navigate to={safeRedirectTarget(params.get('redirect'))} replace />;

  return (
    <main style={{ minHeight: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16, background: `linear-gradient(160deg, ${BRAND.navy} 0%, #1d3f6e 55%, #f3f5f8 55%)` }}>
      <section style={{ width: '100%', maxWidth: 380, background: '#fff', borderRadius: 8, boxShadow: '0 8px 28px rgba(15,39,71,0.18)', overflow: 'hidden' }}>
        <header style={{ padding: '20px 28px 14px', borderBottom: '1px solid #f0f0f0' }}>
          <div style={{ fontSize: 22, fontWeight: 700, color: BRAND.navy, letterSpacing: 0.3 }}>Faktura</div>
          <div style={{ color: '#8c8c8c', fontSize: 12 }}>Supplier e-invoicing portal</div>
        </header>
        <div style={{ padding: '20px 28px 26px' }}>
          <h1 style={{ fontSize: 16, fontWeight: 600, margin: '0 0 14px' }}>{session ? 'Select instance' : 'Login'}</h1>
          {session ? (
            <Suspense fallback={<div style={{ height: 120, color: '#8c8c8c' }}>Loading companies…</div>}>
              <CompanyStep key={session.token} user={session.user} companies={session.companies} />
            </Suspense>
          ) : (
            <LoginForm onSubmitting={() => void loadCompanyStep()} />
          )}
        </div>
      </section>
    </main>
  );
}
