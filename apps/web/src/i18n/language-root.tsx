import type { ReactNode } from 'react';
import { useLanguage } from './language';

/**
 * Draws the screens anew when the language changes: every text and date reads the new one. Forms
 * keep what was typed through the redraw (components/form-page/kept-draft.ts).
 */
export function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <div key={language} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
