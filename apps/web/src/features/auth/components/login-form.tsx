import { useState, type FormEvent } from 'react';
import { LOGIN_LIMITS, validateLogin } from '@faktura/domain';
// The block's hook alone, not its index: this route's JS has a budget (scripts/size.mjs), so the
// form draws its alert and inputs with the antd-free login controls.
import { useFormPage } from '../../../components/form-page/use-form-page';
import { getLanguage, loadLanguage, useT } from '../../../i18n';
import { ensureStorage, saveLogin } from '../../../lib/session';
import { useLogin } from '../api/login';
import { ErrorListBox, Glyph, PasswordInput, SubmitButton, TextInput } from './login-controls';

/**
 * Login (`/#/login`), first step. A native form so Enter submits from either field; all validation
 * messages show at once in the red list, server messages the same way.
 */
type Props = {
  /** Called when valid credentials are sent, so the caller can prepare the next step meanwhile. */
  onSubmitting?: () => void;
};

export function LoginForm({ onSubmitting }: Props) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const page = useFormPage({ scroll: false });
  const login = useLogin();
  const t = useT();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!page.validate(validateLogin({ username, password })) || !ensureStorage()) return;
    onSubmitting?.();
    login.mutate(
      // The language chosen here becomes the user's if they have none; a stored one wins.
      { username: username.trim(), password, language: getLanguage() },
      {
        onSuccess: (res) => {
          const stored = res.user.language;
          if (!stored || stored === getLanguage()) return saveLogin(res);
          // Should its texts fail to load, the login goes on in the language shown.
          void loadLanguage(stored)
            .catch(() => undefined)
            .then(() => saveLogin(res));
        },
        onError: (err) => {
          page.showFailure(err);
          setPassword('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.formLabel')} style={{ display: 'grid', gap: 14 }}>
      <ErrorListBox messages={page.errors} onClose={page.errors.length ? page.dismissErrors : undefined} />
      <label style={{ display: 'grid', gap: 4 }}>
        <span>{t('login.username')}</span>
        <TextInput
          name="username"
          autoComplete="username"
          autoFocus
          prefix={<Glyph name="user" style={{ color: '#8c8c8c' }} />}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          maxLength={LOGIN_LIMITS.username}
        />
      </label>
      <label style={{ display: 'grid', gap: 4 }}>
        <span>{t('login.password')}</span>
        <PasswordInput
          name="password"
          autoComplete="current-password"
          prefix={<Glyph name="lock" style={{ color: '#8c8c8c' }} />}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          maxLength={LOGIN_LIMITS.password}
        />
      </label>
      <SubmitButton loading={login.isPending} style={{ marginTop: 4 }}>
        {t('login.submit')}
      </SubmitButton>
    </form>
  );
}
