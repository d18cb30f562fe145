import { useState } from 'react';
import { InputNumber, type InputNumberProps } from 'antd';

type Props = Omit<InputNumberProps<string>, 'stringMode' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

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
  const shown = typed ?? value;
  return (
    <InputNumber<string>
      {...rest}
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
