import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useUsers } from '../api/get-users';
import { t } from '../../../i18n';

type Props = {
  id?: string;
  value?: string;
  onChange?: (username?: string, userId?: number) => void;
  disabled?: boolean;
  allowClear?: boolean;
  'aria-label'?: string;
};

const DEBOUNCE_MS = 200;

/** A username picked by typing part of it (the username is searchable); the server searches. */
export function UserSelect({ id, value, onChange, disabled, allowClear, 'aria-label': ariaLabel = t('master.common.username') }: Props) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const users = useUsers({ page: 1, pageSize: 20, search: search || undefined });
  const options = (users.data?.items ?? []).map((u) => ({ value: u.username, label: u.username, userId: u.id }));
  // The chosen user stays selectable while other names are searched.
  if (value && !options.some((o) => o.value.toLowerCase() === value.toLowerCase())) options.unshift({ value, label: value, userId: 0 });
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      value={value}
      disabled={disabled}
      allowClear={allowClear}
      placeholder={t('master.common.typeUsername')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={users.isFetching}
      options={options}
      onChange={(username: string | undefined) => onChange?.(username, options.find((o) => o.value === username)?.userId)}
      style={{ width: '100%' }}
    />
  );
}
