import { defineConfig, parseSync, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  // Relative asset URLs: the server may mount the build under any prefix (hash routing needs no rewrites).
  base: './',
  plugins: [react(), pureDomainValues()],
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
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
