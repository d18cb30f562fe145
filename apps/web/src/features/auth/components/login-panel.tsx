import { lazy, Suspense } from 'react';
import { useT } from '../../../i18n';
import { useSession } from '../../../lib/session';
import { LoginForm } from './login-form';

// The company step (antd Select and its virtual list, ~25 kB gzip) is a chunk of its own: the
// first paint of /#/login needs only the credentials form. Loading starts while the login request
// is in flight, so the step is normally ready when the answer arrives.
const loadCompanyStep = () => import('./company-step');
const CompanyStep = /* @__PURE__ */ lazy(async () => ({ default: (await loadCompanyStep()).CompanyStep }));

/**
 * Login (`/#/login`): credentials first; once a session exists, the company (instance) step.
 * The route decides where to go when the session holds a company.
 */
export function LoginPanel() {
  const session = useSession();
  const t = useT();
  return (
    <>
      <h1 style={{ fontSize: 16, fontWeight: 600, margin: '0 0 14px' }}>{session ? t('login.selectInstance') : t('login.title')}</h1>
      {session ? (
        <Suspense fallback={<div style={{ height: 120, color: '#666' }}>{t('login.loadingCompanies')}</div>}>
          <CompanyStep key={session.token} user={session.user} companies={session.companies} />
        </Suspense>
      ) : (
        <LoginForm onSubmitting={() => void loadCompanyStep()} />
      )}
    </>
  );
}
