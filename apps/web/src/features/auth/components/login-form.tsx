import { useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_LIMITS, validateLogin } from '@faktura/domain';
// The block's files one by one, not its index: this route's JS has a budget (scripts/size.mjs).
import { FormPageAlerts } from '../../../components/form-page/form-page-alerts';
import { useFormPage } from '../../../components/form-page/use-form-page';
import { Icon } from '../../../components/icon';
import { ensureStorage, saveLogin } from '../../../lib/session';
import { useLogin } from '../api/login';

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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!page.validate(validateLogin({ username, password })) || !ensureStorage()) return;
    onSubmitting?.();
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (res) => saveLogin(res),
        onError: (err) => {
          page.showFailure(err);
          setPassword('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Login" style={{ display: 'grid', gap: 14 }}>
      <FormPageAlerts page={page} />
      <label style={{ display: 'grid', gap: 4 }}>
        <span>Username</span>
        <Input
          name="username"
          autoComplete="username"
          autoFocus
          prefix={<Icon of={UserOutlined} style={{ color: '#8c8c8c' }} />}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          maxLength={LOGIN_LIMITS.username}
        />
      </label>
      <label style={{ display: 'grid', gap: 4 }}>
        <span>Password</span>
        <Input.Password
          name="password"
          autoComplete="current-password"
          prefix={<Icon of={LockOutlined} style={{ color: '#8c8c8c' }} />}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          maxLength={LOGIN_LIMITS.password}
        />
      </label>
      <Button type="primary" htmlType="submit" block loading={login.isPending} style={{ marginTop: 4 }}>
        Login
      </Button>
    </form>
  );
}
