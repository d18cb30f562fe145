import { useState } from 'react';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '@faktura/domain';
import { loadLanguage, useLanguage, useT } from '../i18n';
import { getToken } from '../lib/session';
import { saveUserLanguage } from '../lib/user-language';

type Props = {
  /** `dark`: on the navy header; `light`: on the white login card. */
  tone: 'dark' | 'light';
};

const COLOURS = {
  dark: { text: 'rgba(255,255,255,0.78)', active: '#fff', activeBg: 'rgba(255,255,255,0.18)', border: 'rgba(255,255,255,0.45)' },
  light: { text: '#434343', active: '#fff', activeBg: '#1f3a5f', border: '#8c8c8c' },
} as const;

/**
 * "EN | ID": the portal's language. Two buttons in a named group, the chosen one pressed; the
 * choice is kept in this browser and, once signed in, for the user on the server. No antd: the
 * login page draws it too, within its JS budget.
 */
export function LanguageSwitch({ tone }: Props) {
  const t = useT();
  const current = useLanguage();
  const [busy, setBusy] = useState(false);
  const colours = COLOURS[tone];

  const choose = async (language: Language) => {
    if (language === current || busy) return;
    setBusy(true);
    try {
      // Kept for the user first (the screens are drawn anew right after). Should the server not
      // take it, the choice still holds in this browser.
      if (getToken()) await saveUserLanguage(language).catch((error: unknown) => console.warn(error));
      await loadLanguage(language);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      role="group"
      aria-label={t('language.switchLabel')}
      className="fk-language-switch"
      style={{ display: 'inline-flex', alignItems: 'center', border: `1px solid ${colours.border}`, borderRadius: 6, overflow: 'hidden', flex: 'none' }}
    >
      {LANGUAGES.map((language) => {
        const on = language === current;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={on}
            aria-label={LANGUAGE_NAMES[language]}
            title={LANGUAGE_NAMES[language]}
            disabled={busy}
            onClick={() => void choose(language)}
            style={{
              minWidth: 36,
              minHeight: 28,
              padding: '2px 8px',
              border: 0,
              cursor: on ? 'default' : 'pointer',
              font: 'inherit',
              fontSize: 12,
              fontWeight: 600,
              letterSpacing: 0.5,
              color: on ? colours.active : colours.text,
              background: on ? colours.activeBg : 'transparent',
            }}
          >
            {language.toUpperCase()}
          </button>
        );
      })}
    </div>
  );
}
