import { useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { validateLogin } from '@faktura/domain';
import { ErrorListAlert } from '../../../components/error-list-alert';
import { errorMessages } from '../../../lib/api-client';
import { ensureStorage, saveLogin } from '../../../lib/session';
import { useLogin } from '../api/login';

/**
 * Spec screen 1, first step. A native form so Enter submits from either field; all validation
 * messages show at once in the red list (spec §5, §8), server messages the same way.
 */
type Props = {
  /** Called when valid credentials are sent, so the caller can prepare the next step meanwhile. */
  onSubmitting?: () => void;
};

export function LoginForm({ onSubmitting }: Props) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const login = useLogin();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problems = validateLogin({ username, password });
    setMessages(problems);
    if (problems.length > 0 || !ensureStorage()) return;
    onSubmitting?.();
    login.mutate(
      { username: username.trim(), password },
      {
        onSuccess: (res) => saveLogin(res),
        onError: (err) => {
          setMessages(errorMessages(err));
          setPassword('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Login" style={{ display: 'grid', gap: 14 }}>
      <ErrorListAlert messages={messages} />
      <label style={{ display: 'grid', gap: 4 }}>
        <span>Username</span>
        <Input
          name="username"
          autoComplete="username"
          autoFocus
          prefix={<UserOutlined style={{ color: '#8c8c8c' }} />}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          maxLength={100}
        />
      </label>
      <label style={{ display: 'grid', gap: 4 }}>
        <span>Password</span>
        <Input.Password
          name="password"
          autoComplete="current-password"
          prefix={<LockOutlined style={{ color: '#8c8c8c' }} />}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          maxLength={200}
        />
      </label>
      <Button type="primary" htmlType="submit" block loading={login.isPending} style={{ marginTop: 4 }}>
        Login
      </Button>
    </form>
  );
}
