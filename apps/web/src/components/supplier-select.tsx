import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { suppliersApi } from '@faktura/domain';
import { callApi } from '../lib/api-client';
import { QUERY_ROOTS } from '../lib/query-keys';
import { t } from '../i18n';

// onChange is optional so that an antd Form.Item, which supplies it, can hold the field.
type Props = {
  id?: string;
  instance: string;
  orgId?: number;
  value?: number;
  onChange?: (vendorId?: number) => void;
  debounceMs?: number;
  placeholder?: string;
  /** The field's label ("Vendor" on some screens): the form label's required mark must not become part of the name. */
  'aria-label'?: string;
};

/**
 * Supplier filter for finance and PIC (invoice lists): searches as you type (debounced:
 * 200 ms, 500 ms on PIC screens), only with non-empty input once something was typed.
 */
export function SupplierSelect({
  id,
  instance,
  orgId,
  value,
  onChange,
  debounceMs = 200,
  placeholder = t('supplier.shared.allSuppliers'),
  'aria-label': ariaLabel = t('supplier.shared.supplier'),
}: Props) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), debounceMs);
    return () => clearTimeout(timer);
  }, [typed, debounceMs]);
  const suppliers = useQuery({
    queryKey: [...QUERY_ROOTS.suppliers, instance, orgId ?? null, search],
    queryFn: ({ signal }) => callApi(suppliersApi.list, { query: { instance, orgId, search }, signal }),
    staleTime: 60_000,
  });
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder={placeholder}
      loading={suppliers.isFetching}
      value={value}
      notFoundContent={suppliers.isFetching ? t('supplier.shared.searching') : t('supplier.shared.noSupplier')}
      options={(suppliers.data?.items ?? []).map((s) => ({ value: s.vendorId, label: `${s.name} (${s.vendorNumber})` }))}
      onChange={(v?: number) => onChange?.(v)}
      style={{ width: '100%' }}
    />
  );
}
