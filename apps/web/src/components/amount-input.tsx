import { useState } from 'react';
import { InputNumber, type InputNumberProps } from 'antd';
import { parseMoneyInput } from '@faktura/domain';
import { useLanguage } from '../i18n';

type Props = Omit<InputNumberProps<string>, 'stringMode' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

const NUMBER = /^-?\d+(\.\d+)?$/;

/** "1234567.8" shown as 1.234.567,80 (precision 2): Indonesian grouping and decimal comma. */
function showIndonesian(value: string, precision: number): string {
  if (!NUMBER.test(value)) return value;
  const sign = value.startsWith('-') ? '-' : '';
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const decimals = precision > 0 ? `,${fraction.padEnd(precision, '0').slice(0, precision)}` : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${decimals}`;
}

/**
 * antd InputNumber props that make an amount follow the chosen language: in Bahasa Indonesia it
 * shows 1.234.567,89 and reads what is typed that way back to the exact decimal string
 * ("1234567.89", no float). While a key is being typed the text stays as typed. English keeps
 * antd's own behaviour (a decimal point, no grouping), as before there was a second language.
 */
export function useAmountFormat(precision = 2): Pick<InputNumberProps<string>, 'formatter' | 'parser'> {
  const language = useLanguage();
  if (language !== 'id') return {};
  return {
    formatter: (value, info) => (info.userTyping ? info.input : showIndonesian(String(value ?? ''), precision)),
    parser: (text) => parseMoneyInput(text ?? '', 'id'),
  };
}

/**
 * An amount typed as text (two decimals unless `precision` says otherwise), '' when empty.
 *
 * While it has focus it shows what is being typed, not the form's value: antd's InputNumber formats
 * to its precision whenever its value changes after a key has been let go, and the form's value
 * comes back a render later. Typed quickly (or on a slow device), "350000" became "350.00" after the
 * third key and the next digits landed after the decimals.
 */
export function AmountInput({ value, onChange, precision = 2, onFocus, onBlur, ...rest }: Props) {
  const [typed, setTyped] = useState<string | null>(null);
  const format = useAmountFormat(precision);
  const shown = typed ?? value;
  return (
    <InputNumber<string>
      {...rest}
      {...format}
      stringMode
      precision={precision}
      value={shown || null}
      onFocus={(e) => {
        setTyped(value);
        onFocus?.(e);
      }}
      onChange={(v) => {
        setTyped(v ?? '');
        onChange(v ?? '');
      }}
      onBlur={(e) => {
        setTyped(null);
        onBlur?.(e);
      }}
    />
  );
}
