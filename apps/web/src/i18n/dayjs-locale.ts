import dayjs from 'dayjs';
import idLocale from 'dayjs/locale/id';
import { MONTHS_ID, type Language } from '@faktura/domain';

// The date pickers' month and day names. With antd's screens (the antd chunk), not the language
// chunk: dayjs lives in the antd chunk, which the login page must not wait for.
// dayjs' Indonesian writes August "Agt"; the portal's dates write "Agu" (MONTHS_ID).
dayjs.locale({ ...idLocale, name: 'id-faktura', monthsShort: [...MONTHS_ID] }, undefined, true);

export function applyDayjsLocale(language: Language): void {
  dayjs.locale(language === 'id' ? 'id-faktura' : 'en');
}
