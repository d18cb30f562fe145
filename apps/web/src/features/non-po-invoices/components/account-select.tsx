import { useState } from 'react';
import { Select } from 'antd';
import { AUTOCOMPLETE_DEBOUNCE_MS, useLookupSearch } from '../api/search-lookups';
import type { OptionsScope } from '../api/keys';

// value and onChange are optional so that an antd Form.Item, which supplies both, can hold the field.
type Props = {
  id?: string;
  label: string;
  scope: OptionsScope | null;
  /** accounts: the COA autocomplete; vendors: the Reimburse section's vendor. */
  kind?: 'accounts' | 'vendors';
  value?: number | null;
  /** The chosen entry's text, known from the saved invoice before any search. */
  valueLabel?: string | null;
  onChange?: (id: number | null, label: string | null) => void;
  debounceMs?: number;
  disabled?: boolean;
};

/**
 * An autocomplete over the server (COA, vendor): it asks only once something is typed,
 * waits 200 ms (500 ms on PIC screens) and is worked with arrows and Enter like any antd select.
 */
export function AccountSelect({
  id,
  label,
  scope,
  kind = 'accounts',
  value,
  valueLabel,
  onChange,
  debounceMs = AUTOCOMPLETE_DEBOUNCE_MS.default,
  disabled,
}: Props) {
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<{ value: number; label: string } | null>(null);
  const found = useLookupSearch(kind, scope, typed, debounceMs);
  const current = value ? (picked?.value === value ? picked : valueLabel ? { value, label: valueLabel } : { value, label: `#${value}` }) : null;
  const options = (found.data?.items ?? []).map((a) => ({ value: a.id, label: a.label }));
  if (current && !options.some((o) => o.value === current.value)) options.unshift(current);
  return (
    <Select
      id={id}
      aria-label={label}
      allowClear
      disabled={disabled}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder="Type to search"
      loading={found.isFetching}
      value={value ?? undefined}
      notFoundContent={typed.trim() ? (found.isFetching ? 'Searching…' : 'Nothing found') : 'Type to search'}
      options={options}
      onChange={(v?: number) => {
        const option = options.find((o) => o.value === v) ?? null;
        setPicked(option);
        onChange?.(v ?? null, option?.label ?? null);
      }}
      style={{ width: '100%', minWidth: 180 }}
    />
  );
}
