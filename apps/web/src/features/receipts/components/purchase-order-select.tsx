import { useEffect, useState } from 'react';
import { Select } from 'antd';
import type { CompanyOption } from '@faktura/domain';
import { formatDate } from '../../../lib/format';
import { usePurchaseOrders } from '../api/get-purchase-orders';
import { t } from '../../../i18n';

const DEBOUNCE_MS = 200; // autocomplete debounce (500 ms only on PIC screens)

/** The PO select: the company's purchase orders, searched on the server as the user types. */
export function PurchaseOrderSelect({
  id,
  company,
  value,
  onChange,
}: {
  id: string;
  company: CompanyOption | null;
  value?: number | null;
  onChange?: (v: number | null) => void;
}) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const orders = usePurchaseOrders(company, search);
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  return (
    <Select
      id={id}
      aria-label={t('supplier.receipts.poNumber')}
      placeholder={t('supplier.receipts.typeToSearch')}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      loading={orders.isFetching}
      value={value ?? undefined}
      notFoundContent={orders.isFetching ? t('supplier.receipts.searching') : t('supplier.receipts.noPo')}
      options={(orders.data?.items ?? []).map((o) => ({ value: o.poHeaderId, label: `${o.poNumber} · ${formatDate(o.creationDate)}` }))}
      onChange={(v: number | undefined) => onChange?.(v ?? null)}
    />
  );
}
