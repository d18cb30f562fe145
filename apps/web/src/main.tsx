import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { getLanguage, loadLanguage } from './i18n';
import { LanguageRoot } from './i18n/language-root';

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
