import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';

/**
 * A screen opened by its link with a session in the browser waits for the antd and app chunks,
 * and the whole catalogue, and the browser asks for them only once the entry (React, the router:
 * ~95 kB brotli) has downloaded and run (the catalogue once i18next has run too). This plugin writes a small classic script, referenced from index.html
 * before the entry, that asks for them at once when a signed-in screen is opening: the same
 * files the entry would ask for a moment later, so nothing is fetched twice. The login page
 * and the e-mail decision pages (no session needed) are left as they are: they do not use
 * these chunks. A classic script because the page's policy allows no inline script; `async`
 * so it never holds up the page.
 */

/** The session and the language the web keeps in localStorage (apps/web/src/lib/session.ts, i18n/language.ts). */
const SESSION_KEY = 'faktura.session';
const LANGUAGE_KEY = 'faktura.language';

/** Where the built files are, by what they are. */
type Files = {
  /** The shared chunks of the signed-in screens (vite.config.ts routeChunks). */
  scripts: string[];
  /** The styles of the antd chunk (the app chunk's are a small file its import asks for). */
  styles: string[];
  /** The whole catalogue of each language: English always (the fallback), the chosen one beside it. */
  catalogues: { en: string; id: string };
};

function builtFiles(bundle: OutputBundle): Files {
  const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
  const named = (name: string) => {
    const found = chunks.find((c) => c.name === name);
    if (!found) throw new Error(`signed-in-preload: no ${name} chunk`);
    return found;
  };
  const catalogue = (language: 'en' | 'id') => {
    const found = chunks.find(
      (c) => c.isDynamicEntry && c.facadeModuleId?.match(/[\\/]packages[\\/]domain[\\/]src[\\/]i18n[\\/](en|id)\.ts$/)?.[1] === language,
    );
    if (!found) throw new Error(`signed-in-preload: no chunk for the ${language} catalogue`);
    return found.fileName;
  };
  const antd = named('antd');
  return {
    scripts: [antd.fileName, named('app').fileName],
    styles: [...(antd.viteMetadata?.importedCss ?? [])],
    catalogues: { en: catalogue('en'), id: catalogue('id') },
  };
}

/** The script's text: plain ES5, it runs before anything else of the portal. */
export function preloadScript({ scripts, styles, catalogues }: Files): string {
  return `(function () {
  try {
    if (/^#\\/(login|email\\/)/.test(location.hash)) return;
    var session = JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_KEY)}) || 'null');
    if (!session || !session.user || !session.user.company) return;
    var add = function (rel, href, as) {
      var link = document.createElement('link');
      link.rel = rel;
      link.href = './' + href;
      if (as) link.setAttribute('as', as);
      // CORS mode, as the entry asks for the same files (a stylesheet included): a preload in
      // another mode does not match, and the browser fetches the file a second time.
      link.setAttribute('crossorigin', '');
      document.head.appendChild(link);
    };
    var language = localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)});
    ${JSON.stringify(scripts)}.forEach(function (f) { add('modulepreload', f); });
    add('modulepreload', ${JSON.stringify(catalogues.en)});
    if (language === 'id') add('modulepreload', ${JSON.stringify(catalogues.id)});
    ${JSON.stringify(styles)}.forEach(function (f) { add('preload', f, 'style'); });
  } catch (e) {
    // No storage or an unreadable session: the entry asks for what it needs, as without this script.
  }
})();
`;
}

export function signedInPreload(): Plugin {
  let file: { name: string; text: string } | null = null;
  return {
    name: 'faktura:signed-in-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return;
        const text = preloadScript(builtFiles(ctx.bundle));
        const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8);
        file = { name: `assets/signed-in-preload-${hash}.js`, text };
        return [{ tag: 'script', attrs: { async: true, src: `./${file.name}` }, injectTo: 'head' }];
      },
    },
    writeBundle(options) {
      if (!file || !options.dir) throw new Error('signed-in-preload: index.html was not transformed');
      writeFileSync(join(options.dir, file.name), file.text);
    },
  };
}
