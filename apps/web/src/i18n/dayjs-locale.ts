import dayjs from 'dayjs';
import idLocale from 'dayjs/locale/id';
import { MONTHS_ID, type Language } from '@faktura/domain';

// The date pickers' month and day names. With antd's screens (the antd chunk), not the language
// chunk: dayjs lives in the antd chunk, which the login page must not wait for.
// dayjs' Indonesian writes August "Agt"; the portal's dates write "Agu" (MONTHS_ID). Registered
// under "id" itself: antd's pickers format with the locale named by antd's id_ID ("id"), so a date
// field shows the same months as the rest of the screen (and its parser reads them back).
dayjs.locale({ ...idLocale, monthsShort: [...MONTHS_ID] }, undefined, true);

export function applyDayjsLocale(language: Language): void {
  dayjs.locale(language === 'id' ? 'id' : 'en');
}
