import { useEffect, useState } from 'react';
import { AutoComplete } from 'antd';
import { FIND_LIMITS } from '@faktura/domain';
import { useInvoiceNumbers } from '../api/get-invoice-numbers';
import { t } from '../../../i18n';

type Props = { id?: string; value?: string; onChange?: (value: string) => void; orgId?: number; instance?: string; vendorId?: number };

/**
 * E-invoice number with autocomplete (Find Invoice): asks the server 200 ms after typing stops,
 * from the third typed character; arrow keys and Enter pick a number (antd's AutoComplete).
 */
export function InvoiceNumberField({ id, value = '', onChange, orgId, instance, vendorId }: Props) {
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(value.trim()), 200);
    return () => clearTimeout(timer);
  }, [value]);
  const numbers = useInvoiceNumbers({ search, orgId, instance, vendorId });
  return (
    <AutoComplete
      id={id}
      aria-label={t('finance.find.eInvoiceNumber')}
      value={value}
      maxLength={FIND_LIMITS.invoiceNo}
      allowClear
      placeholder={t('finance.find.typeToSearch')}
      options={(numbers.data?.items ?? []).map((n) => ({ value: n }))}
      onChange={(v?: string) => onChange?.(v ?? '')}
      style={{ width: '100%' }}
    />
  );
}
