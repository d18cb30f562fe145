import { useId, useState, type FocusEvent } from 'react';
// eslint-disable-next-line no-restricted-imports -- the one wrapper of antd's DatePicker (lint sends every other screen here)
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import dayjsConfig from '@rc-component/picker/generate/dayjs';
import { DATE_INPUT_MESSAGES, parseDateInput } from '@faktura/domain';
import { translateMessage, useLanguage } from '../i18n';

// antd's own parse is dayjs' strict, case-sensitive one: "23-NOV-2026", the way every date on
// screen reads, was refused and silently dropped on blur. This picker reads typed text with the
// domain's parser instead (any letter case, the day-first forms, ISO; impossible dates refused).
const Picker = DatePicker.generatePicker<Dayjs>({
  ...dayjsConfig,
  locale: {
    ...dayjsConfig.locale,
    parse: (_locale, text) => {
      const iso = parseDateInput(text);
      return iso ? dayjs(iso) : null;
    },
  },
});

// Shown as DD-MMM-YYYY, as every date. A string, not a function: a formatter makes the input read-only.
const FORMAT = 'DD-MMM-YYYY';
// English months upper-case (15-NOV-2026) like every other English date on screen, without changing
// the parsing; Indonesian dates write theirs as words are written (15-Agu-2026).
const INPUT_STYLE = { textTransform: 'uppercase' } as const;
const ERROR_STYLE = { color: '#cf1322', fontSize: 12, marginTop: 2 } as const;

// value and onChange are optional so that an antd Form.Item, which supplies both, can hold the field.
type Props = { id?: string; value?: string; onChange?: (iso: string) => void; disabled?: boolean; placeholder?: string; 'aria-label'?: string };

/**
 * A calendar date held as an ISO string (YYYY-MM-DD), the way the API sends and takes it: the one
 * date input of every screen. Text that cannot be read as a date stays in the field for the user
 * to correct, and the field says so at once, beside it; the value held is left unchanged.
 */
export function DateField({ id, value, onChange, disabled, placeholder = FORMAT, ...rest }: Props) {
  const [unreadable, setUnreadable] = useState(false);
  const language = useLanguage();
  const errorId = `${useId()}-error`;
  const checkTyped = (event: FocusEvent<HTMLElement>) => {
    const text = event.target instanceof HTMLInputElement ? event.target.value.trim() : '';
    setUnreadable(text !== '' && parseDateInput(text) === null);
  };
  return (
    <>
      <Picker
        id={id}
        aria-label={rest['aria-label']}
        // The picker marks unparseable text aria-invalid itself; the message says why.
        aria-describedby={unreadable ? errorId : undefined}
        status={unreadable ? 'error' : undefined}
        value={value ? dayjs(value) : null}
        format={FORMAT}
        placeholder={placeholder}
        disabled={disabled}
        preserveInvalidOnBlur
        onBlur={checkTyped}
        onChange={(d) => {
          setUnreadable(false);
          onChange?.(d ? d.format('YYYY-MM-DD') : '');
        }}
        style={{ width: '100%' }}
        styles={{ input: language === 'en' ? INPUT_STYLE : undefined }}
      />
      {/* Always rendered: a live region announces text that appears in it, not one that appears with it. */}
      <div id={errorId} aria-live="polite" style={unreadable ? ERROR_STYLE : undefined}>
        {unreadable ? translateMessage(DATE_INPUT_MESSAGES.unreadable) : null}
      </div>
    </>
  );
}
