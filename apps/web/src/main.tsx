import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { takeFirstScreen, whenRouterReady } from './app/first-screen/take-over';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { getLanguage, loadLanguage } from './i18n';
import { LanguageRoot } from './i18n/language-root';

const queryClient = createQueryClient();
// Before the router: a screen the server drew brings its answers, which the router's first load takes.
const drawnByServer = takeFirstScreen();
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
// Over a screen the server drew, the first paint is that screen's, complete: the app draws over it
// once it can draw the same.
const draw = drawnByServer ? () => whenRouterReady(router).then(render) : render;
loadLanguage(getLanguage()).then(draw, (error: unknown) => {
  console.error(error);
  return draw();
});
