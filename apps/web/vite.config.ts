import { defineConfig, parseSync, type Plugin, type UserConfig } from 'vite';
import type { CodeSplittingGroup } from 'rolldown';
import react from '@vitejs/plugin-react';
import { signedInPreload } from './build/signed-in-preload';

/**
 * The domain package defines its zod schemas as top-level calls (`export const x = z.object(...)`).
 * A bundler must assume a call has side effects, so importing one constant (LOGIN_MESSAGES) would
 * drag every schema and all of zod (~20 kB gzip) into the login route. The schemas are pure
 * values: mark each top-level call initialiser as a pure IIFE so unused ones are dropped.
 * (If packages/domain ever annotates them itself, this plugin becomes a no-op.)
 */
function pureDomainValues(): Plugin {
  const domainFile = /packages[\\/]domain[\\/]src[\\/].+\.ts$/;
  return {
    name: 'faktura:pure-domain-values',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!domainFile.test(id)) return null;
      const { program } = parseSync(id, code, { lang: 'ts' });
      const edits: Array<{ at: number; text: string }> = [];
      for (const statement of program.body) {
        const decl = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (decl?.type !== 'VariableDeclaration') continue;
        for (const d of decl.declarations) {
          const init = d.init;
          if (!init || (init.type !== 'CallExpression' && init.type !== 'NewExpression')) continue;
          if (!code.slice(init.start, init.end).endsWith(')')) throw new Error(`pure-domain-values: unexpected offsets in ${id}`);
          edits.push({ at: init.end, text: ')()' }, { at: init.start, text: '/* @__PURE__ */ (() => ' });
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const e of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, e.at) + e.text + out.slice(e.at);
      return { code: out, map: null };
    },
  };
}

/**
 * Chunks that follow routes, not modules. Left to itself the bundler splits at every module that
 * two routes share: a screen opened by its link fetched 60-odd files, each revealing more imports.
 * Here, besides the entry (React, the router, the query client) and each feature's own chunk
 * (routes.tsx loads one per screen):
 *   - `login`: what the login route adds to the entry; the first page a user sees loads the entry,
 *     this and its CSS, and nothing of antd;
 *   - `antd`: every other library (antd, its rc components, icons, dayjs): one file for all
 *     signed-in screens, cached for a year once fetched (hashed name, immutable);
 *   - `app`: the shared code of the signed-in screens (layout and what it shows, components, lib,
 *     feature API calls, the domain's rules and contract with zod, the query hooks).
 * A screen opened by its link so loads about six JS files before its first API call.
 * The web's own files are sorted by the module graph once it is built (static imports only: a
 * dynamic import loads later, on demand), so moving a file between routes needs no edit here. The
 * graph reaches all of the domain through its index, although the entry keeps only a few of its
 * rules: those are named below, and generateBundle fails the build if the entry or the login route
 * ever imports the antd or app chunk.
 */
function routeChunks(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  const entryApp = new Set<string>();
  const loginApp = new Set<string>();
  const layoutApp = new Set<string>();
  const webSource = /[\\/]apps[\\/]web[\\/]src[\\/]/;
  const plugin: Plugin = {
    name: 'faktura:route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The entry and the login route must not import the antd or app chunks: that would load
      // them with the login page.
      const chunk = (f: string) => bundle[f];
      const heavy = (f: string) => /(^|[\\/])(antd|app)-[\w-]+\.js$/.test(f);
      for (const file of Object.keys(bundle)) {
        const c = chunk(file);
        if (c?.type !== 'chunk' || !(c.isEntry || c.facadeModuleId?.match(/[\\/]routes[\\/]login\.tsx$/) || /(^|[\\/])login-/.test(file))) continue;
        const bad = c.imports.filter(heavy);
        if (bad.length)
          this.error(`route-chunks: ${file} imports ${bad.join(', ')}; a module it needs is in a shared group (add it to domainForEntry or libsForLogin)`);
      }
    },
    buildEnd() {
      // The web's own files only: the bundler keeps those whole, so the graph tells what loads.
      const walk = (id: string, into: Set<string>, except?: Set<string>) => {
        if (into.has(id) || except?.has(id) || !webSource.test(id)) return;
        const info = this.getModuleInfo(id);
        if (!info) return;
        into.add(id);
        for (const dep of info.importedIds) walk(dep, into, except);
      };
      const ids = [...this.getModuleIds()];
      const find = (pattern: RegExp) => {
        const id = ids.find((m) => pattern.test(m));
        if (!id) throw new Error(`route-chunks: no module matches ${pattern}`);
        return id;
      };
      walk(find(/[\\/]src[\\/]main\.tsx$/), entryApp);
      walk(find(/[\\/]src[\\/]app[\\/]routes[\\/]login\.tsx$/), loginApp, entryApp);
      // What the signed-in frame itself reaches (its header's task and notification menus) loads
      // with every signed-in screen: it belongs with the shared code, not with one feature.
      walk(find(/[\\/]src[\\/]app[\\/]layout[\\/]app-layout\.tsx$/), layoutApp);
    },
  };
  // The libraries the entry and the login route use: they stay where the bundler puts them.
  const framework = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/][^\\/]+)[\\/]/;
  // Loaded with the chosen language before the first paint (apps/web/src/i18n/setup.ts, a dynamic
  // import): i18next and antd's Indonesian locale, kept out of the antd chunk so
  // that the login page does not wait for it.
  const languageLibs = /node_modules[\\/](i18next[\\/]|.+[\\/]locale[\\/](id_ID|common)\.js$)/;
  // The domain modules the entry keeps (the graph cannot tell: they come through the package
  // index). One missing here fails the build (generateBundle above) rather than put the app group
  // under the login page.
  const domainForEntry = /[\\/]packages[\\/]domain[\\/]src[\\/](routes|login|i18n[\\/](languages|templates))\.ts$/;
  // The catalogues (en.ts and id.ts with their area files) load with their language (a dynamic
  // import), not with the signed-in screens. They import no other domain module: one would bring
  // the app group under the login page.
  const catalogues = /[\\/]packages[\\/]domain[\\/]src[\\/]i18n[\\/]((en|id)[\\/][\w-]+|en|id|messages|catalogue|widen)\.ts$/;
  // What the login route adds from the domain and the query library (the same limits apply).
  const libsForLogin =
    /[\\/]packages[\\/]domain[\\/]src[\\/]contract[\\/](session|path-template)\.ts$|[\\/]@tanstack[\\/](react-query[\\/].+[\\/]useMutation|query-core[\\/].+[\\/]mutationObserver)\.js$/;
  // The query library's reading hooks: every signed-in screen uses them, the entry does not.
  const queryHooks =
    /[\\/]@tanstack[\\/](react-query[\\/].+[\\/](useQuery|useBaseQuery|useQueries|useInfiniteQuery|queryOptions|IsRestoringProvider|QueryErrorResetBoundary|errorBoundaryUtils|suspense)|query-core[\\/].+[\\/](queryObserver|queriesObserver|infiniteQueryObserver))\.js$/;
  const shared = /[\\/](apps[\\/]web[\\/]src[\\/](app|components|lib|features[\\/][^\\/]+[\\/]api)|packages[\\/]domain[\\/]src)[\\/]|node_modules[\\/]zod[\\/]/;
  // No group takes its modules' dependencies along (the bundler's default): the login group would
  // otherwise swallow React from the entry.
  const group = (g: CodeSplittingGroup): CodeSplittingGroup => ({ includeDependenciesRecursively: false, ...g });
  const groups: CodeSplittingGroup[] = [
    // The route module itself stays the route's chunk (scripts/size.mjs finds it by name).
    group({ name: 'login', priority: 30, test: (id) => (loginApp.has(id) && !/[\\/]routes[\\/]login\.tsx$/.test(id)) || libsForLogin.test(id) }),
    group({
      name: 'antd',
      priority: 20,
      test: (id) => /node_modules[\\/]/.test(id) && !framework.test(id) && !languageLibs.test(id) && !/node_modules[\\/]zod[\\/]/.test(id),
    }),
    group({
      name: 'app',
      priority: 10,
      test: (id) =>
        (shared.test(id) || layoutApp.has(id) || queryHooks.test(id)) &&
        !entryApp.has(id) &&
        !loginApp.has(id) &&
        !domainForEntry.test(id) &&
        !catalogues.test(id) &&
        !/\.test\.tsx?$/.test(id),
    }),
  ];
  return { plugin, groups };
}

const chunks = routeChunks();

/**
 * The server's drawing of the first screen (src/app/first-screen/server-render.tsx, built with
 * `vite build --ssr` into dist/.ssr, a folder the server does not serve): bundled for Node with
 * every library inside, so that it runs the same code as the browser, whatever the server has.
 */
const serverRenderBuild: UserConfig = {
  plugins: [react(), pureDomainValues()],
  // React's and antd's production code, whatever NODE_ENV the server runs with (their development
  // checks made a drawing several times slower).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: { outDir: 'dist/.ssr', emptyOutDir: true, copyPublicDir: false, chunkSizeWarningLimit: 5000 },
};

export default defineConfig(({ isSsrBuild }): UserConfig =>
  isSsrBuild
    ? serverRenderBuild
    : {
        // Relative asset URLs: the server may mount the build under any prefix (hash routing needs no rewrites).
        base: './',
        plugins: [react(), pureDomainValues(), chunks.plugin, signedInPreload()],
        build: {
          // scripts/size.mjs reads the manifest to find the chunks the login route needs.
          manifest: true,
          // antd's shared core is large by nature; the real budget is checked by `npm run size`.
          chunkSizeWarningLimit: 1500,
          rolldownOptions: {
            treeshake: {
              // Modules known to be side-effect free, so a module none of whose exports are used is
              // dropped whole: the domain package (pure rules) and antd's @rc-component internals
              // (without this, any antd input pulls rc-form and async-validator via the form context).
              // `undefined` leaves every other module to its package.json `sideEffects` field.
              moduleSideEffects: (id) => (/packages[\\/]domain[\\/]src[\\/]|node_modules[\\/]@rc-component[\\/]/.test(id) ? false : undefined),
            },
            output: { codeSplitting: { groups: chunks.groups } },
          },
        },
        server: {
          proxy: { '/api': 'http://127.0.0.1:3000' },
        },
      },
);
