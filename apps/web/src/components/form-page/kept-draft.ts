import { useLayoutEffect, useState } from 'react';
import type { FormInstance } from 'antd';
import { getLanguage } from '../../i18n';

// A language switch draws the screens anew (LanguageRoot): every text, date and amount reads the
// new language, but a form would come back empty. The form drawn in the new language takes its
// values from the one it replaces: React draws the new tree before it takes the old one down, so
// the old form, registered here by name, can still be read.
type Live = { form: FormInstance<unknown>; language: string };
const live = new Map<string, Live>();

/**
 * The form's initial values: what the same form held in the language just left (a switch's
 * redraw), else `initial()`. `name` tells the forms apart (one per screen).
 */
export function useKeptDraft<T>(name: string, form: FormInstance<T>, initial: () => T): T {
  const [values] = useState<T>(() => {
    const before = live.get(name);
    // Another language than now: the switch's redraw, not a new visit.
    return before && before.form !== form && before.language !== getLanguage() ? (before.form.getFieldsValue(true) as T) : initial();
  });
  useLayoutEffect(() => {
    const entry: Live = { form: form as FormInstance<unknown>, language: getLanguage() };
    live.set(name, entry);
    return () => {
      if (live.get(name) === entry) live.delete(name);
    };
  }, [name, form]);
  return values;
}
