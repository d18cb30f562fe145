import { Input, Select } from 'antd';
import type { CompanyOption } from '@faktura/domain';
import { t } from '../i18n';

/** A company is the pair (orgId, instance); this is its key in selects and caches. */
export function companyKey(c: Pick<CompanyOption, 'orgId' | 'instance'>): string {
  return `${c.orgId}-${c.instance}`;
}

export function companyLabel(c: Pick<CompanyOption, 'name' | 'instance'>): string {
  return `${c.name} (${c.instance})`;
}

// value and onChange are optional so that an antd Form.Item, which supplies both, can hold the field.
type Props = {
  id?: string;
  value?: CompanyOption | null;
  companies: readonly CompanyOption[];
  onChange?: (company: CompanyOption | null) => void;
  /** The session's company: when set the field is read-only text. */
  fixed?: CompanyOption | null;
  disabled?: boolean;
  allowClear?: boolean;
  placeholder?: string;
};

/** Invoice and batch forms: read-only when the session fixes the company, else "- Select Company -". */
export function CompanyField({ id, value, companies, onChange, fixed, disabled, allowClear, placeholder = t('supplier.shared.selectCompany') }: Props) {
  // The title shows the whole name where a narrow field cuts it.
  if (fixed) return <Input id={id} value={companyLabel(fixed)} title={companyLabel(fixed)} readOnly variant="filled" />;
  return (
    <Select
      id={id}
      aria-label={t('supplier.shared.company')}
      value={value ? companyKey(value) : undefined}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
      options={companies.map((c) => ({ value: companyKey(c), label: companyLabel(c) }))}
      onChange={(key: string | undefined) => onChange?.(companies.find((c) => companyKey(c) === key) ?? null)}
      style={{ width: '100%' }}
    />
  );
}
