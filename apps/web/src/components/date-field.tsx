import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatDate } from '../lib/format';

// Shown as DD-MMM-YYYY (spec §9, upper-case month like every other date); typed input is also
// read in the common day-first forms.
const FORMATS = [(d: Dayjs) => formatDate(d.format('YYYY-MM-DD')), 'DD-MMM-YYYY', 'DD-MM-YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'];

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
    />
  );
}
