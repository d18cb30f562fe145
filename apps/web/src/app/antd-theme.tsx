import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { antdLocale } from '../i18n/antd-locale';
import { applyDayjsLocale } from '../i18n/dayjs-locale';
import { getLanguage } from '../i18n/language';
import { theme } from './theme';
// antd's styles as one static file (the components' rules over CSS variables), instead of
// generating them in the browser as each component first draws: that took about a fifth of the
// dashboard's first draw. The theme below still sets the variables (colours, sizes) at runtime.
// Before the portal's own CSS, which overrides some of it.
import 'antd/dist/antd.css';
// Touch targets and widths on phones, for every screen antd draws (not the login form: it has its own).
import './responsive.css';
// A visible focus ring on every control, and focus never hidden under the fixed header.
import './focus.css';

// Not under the unit tests: jsdom loads no CSS files, and the tests read antd's generated rules
// (a closed drawer or popup is display:none only through them). Nor when the server draws the
// first screen (app/first-screen): it writes the rules of the components it drew into the page,
// which then shows without antd's whole stylesheet (1 MB to fetch and parse).
const ZERO_RUNTIME_THEME = { ...theme, zeroRuntime: import.meta.env.MODE !== 'test' && !import.meta.env.SSR };

/**
 * antd's theme for everything that draws antd components: the signed-in layout, the login's
 * company step, the not-found page. Not in AppProviders: the entry chunk would then carry antd's
 * runtime to the login page, which draws its few controls without it (features/auth).
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  // The screens are drawn anew when the language changes (main.tsx): the pickers follow it here.
  applyDayjsLocale(getLanguage());
  return (
    <ConfigProvider theme={ZERO_RUNTIME_THEME} componentSize="middle" locale={antdLocale()}>
      {children}
    </ConfigProvider>
  );
}
