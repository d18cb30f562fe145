/**
 * Import-cycle check, run by `npm run lint`. dependency-cruiser rather than an ESLint rule because
 * it reads type-only imports too (tsPreCompilationDeps): eslint-plugin-import-x's no-cycle skips
 * them, and a type cycle is still two files that cannot be understood (or moved) one without the other.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Imports go one way: move the shared piece to the lower file (or to @faktura/domain) instead of importing back.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results|data)/|apps/server/src/db/migrations/' },
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
