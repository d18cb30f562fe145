import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { getLanguage, loadLanguage } from './i18n';
import { LanguageRoot } from './i18n/language-root';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders client={queryClient}>
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
