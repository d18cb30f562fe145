import { DatePicker } from 'antd';
import dayjs from 'dayjs';

// Shown as DD-MMM-YYYY (spec §9); typed input is also read in the common day-first forms. The
// formats must be strings: a formatter function makes the picker's input read-only (no typing).
const FORMATS = ['DD-MMM-YYYY', 'DD-MM-YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'];
// Upper-case months (15-NOV-2026) like every other date on screen, without changing the parsing.
const INPUT_STYLE = { textTransform: 'uppercase' } as const;

type Props = { id?: string; value: string; onChange: (iso: string) => void; disabled?: boolean; placeholder?: string; 'aria-label'?: string };

/** A calendar date held as an ISO string (YYYY-MM-DD), the way the API sends and takes it. */
export function DateField({ id, value, onChange, disabled, placeholder = 'DD-MMM-YYYY', ...rest }: Props) {
  return (
    <DatePicker
      id={id}
      aria-label={rest['aria-label']}
      value={value ? dayjs(value) : null}
      format={FORMATS}
      placeholder={placeholder}
      disabled={disabled}
      onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : '')}
      style={{ width: '100%' }}
      styles={{ input: INPUT_STYLE }}
    />
  );
}
