import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';

/**
 * A screen opened by its link with a session in the browser waits for the antd and app chunks,
 * and the browser asks for them only once the entry (React, the router: ~95 kB brotli) has
 * downloaded and run. This plugin writes a small classic script, referenced from index.html
 * before the entry, that asks for them at once when a signed-in screen is opening: the same
 * files the entry would ask for a moment later, so nothing is fetched twice. The login page
 * and the e-mail decision pages (no session needed) are left as they are: they do not use
 * these chunks. A classic script because the page's policy allows no inline script; `async`
 * so it never holds up the page.
 */

/** The session the web keeps in localStorage (apps/web/src/lib/session.ts). */
const SESSION_KEY = 'faktura.session';

/** The shared chunks of the signed-in screens (vite.config.ts routeChunks) and their styles. */
function signedInFiles(bundle: OutputBundle): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk' || !/^(antd|app)$/.test(file.name)) continue;
    scripts.push(file.fileName);
    styles.push(...(file.viteMetadata?.importedCss ?? []));
  }
  if (scripts.length !== 2) throw new Error(`signed-in-preload: expected the antd and app chunks, found ${scripts.join(', ') || 'none'}`);
  return { scripts: scripts.sort(), styles: styles.sort() };
}

/** The script's text: plain ES5, it runs before anything else of the portal. */
export function preloadScript({ scripts, styles }: { scripts: string[]; styles: string[] }): string {
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
      else link.setAttribute('crossorigin', '');
      document.head.appendChild(link);
    };
    ${JSON.stringify(scripts)}.forEach(function (f) { add('modulepreload', f); });
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
        const text = preloadScript(signedInFiles(ctx.bundle));
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
