import { useMemo, useState, type FormEvent } from 'react';
import { Button, Select } from 'antd';
import { LOGIN_MESSAGES, companyValue, type CompanyOption, type SessionUser } from '@faktura/domain';
import { AntdTheme } from '../../../app/antd-theme';
import { FormPageAlerts } from '../../../components/form-page/form-page-alerts';
import { useFormPage } from '../../../components/form-page/use-form-page';
import { t } from '../../../i18n';
import { updateSession } from '../../../lib/session';
import { logout } from '../api/logout';
import { useSelectCompany } from '../api/select-company';

type Props = { user: SessionUser; companies: CompanyOption[] };

/**
 * DEFAULT_COMPANY applies only when its org id is positive and it is one of the user's companies
 * A user with a single company has nothing to choose, so that one is pre-selected too.
 */
function initialChoice(user: SessionUser, companies: CompanyOption[]): string | undefined {
  const d = user.defaultCompany;
  if (d && d.orgId > 0) {
    const match = companies.find((c) => c.orgId === d.orgId && c.instance === d.instance);
    if (match) return companyValue(match);
  }
  const only = companies.length === 1 ? companies[0] : undefined;
  return only ? companyValue(only) : undefined;
}

/**
 * Login (`/#/login`), second step: choose the company (instance) to work in, then "Go to dashboard"
 * (PUT /api/auth/company). The route decides where to go once the session holds a company.
 */
export function CompanyStep({ user, companies }: Props) {
  const options = useMemo(() => companies.map((c) => ({ value: companyValue(c), label: `${c.name} (${c.instance})`, company: c })), [companies]);
  const [choice, setChoice] = useState<string | undefined>(() => initialChoice(user, companies));
  const page = useFormPage({ scroll: false });
  const [leaving, setLeaving] = useState(false);
  const select = useSelectCompany();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const picked = options.find((o) => o.value === choice)?.company;
    if (!picked) return page.showErrors([LOGIN_MESSAGES.selectInstance]);
    page.validate([]);
    select.mutate({ orgId: picked.orgId, instance: picked.instance }, { onSuccess: (me) => updateSession(me), onError: page.showFailure });
  };

  const leave = async () => {
    setLeaving(true);
    await logout();
  };

  return (
    <AntdTheme>
      <form onSubmit={submit} noValidate aria-label={t('login.selectInstance')} style={{ display: 'grid', gap: 14 }}>
        <div style={{ color: '#595959' }}>
          {t('login.loggedInAs')} <strong>{user.userDesc || user.username}</strong>. {t('login.chooseCompany')}
        </div>
        <FormPageAlerts page={page} />
        <label style={{ display: 'grid', gap: 4 }}>
          <span>{t('login.company')}</span>
          <Select
            aria-label={t('login.company')}
            placeholder={t('login.companyPlaceholder')}
            options={options}
            value={choice}
            onChange={(v: string) => setChoice(v)}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: '100%' }}
            notFoundContent={t('login.noCompany')}
          />
        </label>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button type="primary" htmlType="submit" loading={select.isPending} style={{ flex: 1 }}>
            {t('login.goToDashboard')}
          </Button>
          <Button onClick={() => void leave()} loading={leaving} disabled={select.isPending}>
            {t('login.logout')}
          </Button>
        </div>
      </form>
    </AntdTheme>
  );
}
