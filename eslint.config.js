import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Server import boundaries. A module's index.ts is its public surface: from a module, `../x/…` or
// `…/modules/x/…` may name only `index`; from the folders around the modules only `…/modules/x/index`.
const MODULE_FILES = { regex: '^(?:\\.\\./(?!\\.\\.)|(?:.*/)?modules/)[^/]+/(?!index$)', message: 'Import another server module only through its index.ts.' };
const MODULE_FILES_FROM_OUTSIDE = { regex: '(?:^|/)modules/[^/]+/(?!index$)', message: 'Use a server module only through its index.ts.' };
// SQL lives in repos: only repo files (repo.ts, *-repo.ts, repo/) build queries, and they need Drizzle
// and the schema to do it; a service or route importing either is writing SQL outside one.
const SQL_OUTSIDE_REPOS = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'SQL lives in the module’s repo (repo.ts, *-repo.ts or repo/): call a repo function.' },
  { regex: '(?:^|/)db/schema(?:/|$)', message: 'Tables are the repo’s business (repo.ts, *-repo.ts or repo/): call a repo function.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'apps/server/src/db/migrations/**', 'test-results/**', 'data/**', 'bench/results/**', 'tools/peppol/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: { allowDefaultProject: ['vitest.config.ts'] }, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // A file one can read in a sitting: past ~250 lines of code, split it. A warning, so it shows without failing the build.
      'max-lines': ['warn', { max: 250, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through src/config.ts.' }],
    },
  },
  {
    // One writer of an invoice's status: the life cycle (modules/invoices/lifecycle.ts, through
    // repo.ts writeStatus). Typed updates take InvoiceChanges, which has no status; these catch an
    // untyped literal or raw SQL. Seed data writes rows directly and is left out.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/db/seed/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='set'][callee.object.callee.property.name='update'][callee.object.arguments.0.name='invoices'] > ObjectExpression > Property[key.name=/^(status|reason)$/]",
          message: "An invoice's status and reason change only through transitionInvoices (modules/invoices/lifecycle.ts).",
        },
        {
          selector: 'TaggedTemplateExpression[tag.name="sql"] TemplateElement[value.raw=/update\\s+"?invoices"?\\s/i]',
          message: 'Update invoices through the repos (InvoiceChanges) and the life cycle, not raw SQL.',
        },
      ],
    },
  },
  {
    // Server module boundaries: neither another module nor app.ts reaches into a module's other
    // files (../batches/repo, ./modules/files/routes).
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/app.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULE_FILES] }] },
  },
  {
    // A module's files other than its repos: no SQL (see SQL_OUTSIDE_REPOS).
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/repo.ts', 'apps/server/src/modules/**/*-repo.ts', 'apps/server/src/modules/**/repo/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULE_FILES, ...SQL_OUTSIDE_REPOS] }] },
  },
  {
    // The folders around the modules use them through index.ts too.
    files: [
      'apps/server/src/{plugins,db,outbox,erp,drive,documents,storage}/**/*.ts',
      'apps/server/src/deps.ts',
      'apps/server/src/main.ts',
      'apps/server/src/config.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [MODULE_FILES_FROM_OUTSIDE] }] },
  },
  {
    // lib/ sits below the modules: what a helper needs from one is passed in, or the shared piece
    // moves down into lib/ (as the actor and its vendor scope did).
    files: ['apps/server/src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(?:^|/)modules/', message: 'lib/ never imports a server module.' }] }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'pg', 'drizzle-orm*', 'react*'], message: 'The domain package is pure: no I/O, no framework.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // React Router's loaders redirect by throwing the Response that redirect() returns.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/*', '!./*', '!../*'],
              message: 'Features do not import each other’s internals: share through components/, lib/ or @faktura/domain.',
            },
            { group: ['**/apps/server/**'], message: 'The web never imports server code.' },
          ],
          paths: [
            {
              name: 'antd',
              importNames: ['DatePicker'],
              message: 'Use DateField (components/date-field): one date input that reads dates as the screens show them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Component tests act as a user does, through user-event (click, type, tab, upload), not by
    // dispatching single DOM events. Repeats the web's import rules: a later block's option replaces them.
    files: ['apps/web/src/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/*', '!./*', '!../*'],
              message: 'Features do not import each other’s internals: share through components/, lib/ or @faktura/domain.',
            },
            { group: ['**/apps/server/**'], message: 'The web never imports server code.' },
          ],
          paths: [
            {
              name: 'antd',
              importNames: ['DatePicker'],
              message: 'Use DateField (components/date-field): one date input that reads dates as the screens show them.',
            },
            {
              name: '@testing-library/react',
              importNames: ['fireEvent'],
              message: 'Act as the user does: const user = userEvent.setup() from @testing-library/user-event, then await user.click/type/keyboard/upload.',
            },
          ],
        },
      ],
    },
  },
  {
    // Length is no measure of a test suite (one case after another) nor of seed data.
    files: ['**/*.test.{ts,tsx}', '**/test/**', 'apps/web/src/test/**', 'apps/web/e2e/**', 'apps/server/src/db/seed/**'],
    rules: { 'max-lines': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
