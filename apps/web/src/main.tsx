import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { getLanguage, loadLanguage, useLanguage } from './i18n';

/** Draws the screens anew when the language changes: every text and date reads the new one. */
function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <div key={language} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <LanguageRoot>
          <RouterProvider router={router} />
        </LanguageRoot>
      </AppProviders>
    </StrictMode>,
  );
}

// The first paint waits for the chosen language's texts (a chunk fetched beside the route's).
// Should it fail to load, the screens still draw, in English.
loadLanguage(getLanguage()).then(render, (error: unknown) => {
  console.error(error);
  render();
});
