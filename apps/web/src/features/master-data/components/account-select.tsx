import { Select } from 'antd';
import type { AccountOption } from '@faktura/domain';
import { t } from '../../../i18n';

// value and onChange are optional so that an antd Form.Item, which supplies both, can hold the field.
type Props = {
  id?: string;
  'aria-label': string;
  accounts: readonly AccountOption[];
  loading?: boolean;
  disabled?: boolean;
  value?: number;
  onChange?: (id?: number) => void;
};

/** An account (COA) of the company, searchable by its segments or description. */
export function AccountSelect({ accounts, loading, value, onChange, ...rest }: Props) {
  return (
    <Select
      {...rest}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('master.common.selectAccount')}
      loading={loading}
      value={value || undefined}
      options={accounts.map((a) => ({ value: a.accountId, label: `${a.segments} ${a.description}` }))}
      onChange={(v?: number) => onChange?.(v)}
      style={{ width: '100%' }}
    />
  );
}
