import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'apps/server/src/db/migrations/**', 'test-results/**', 'data/**', 'bench/results/**'] },
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
    // Server module boundaries: a module's index.ts is its public surface; neither another module
    // nor app.ts reaches into a module's other files (../batches/repo, ./modules/files/routes).
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(?:\\.\\./(?!\\.\\.)|(?:.*/)?modules/)[^/]+/(?!index$)', message: 'Import another server module only through its index.ts.' }],
        },
      ],
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
    // The API tests read `res.json()` (typed any) throughout. New tests parse bodies with
    // test/helpers/body.ts `bodyOf(res, schema)` (the domain's contract, typed); the existing ones
    // are being reworked by another change of issue 6 at the same time, so converting them now would
    // collide: until then the any-flow rules are off for the server's tests only.
    files: ['apps/server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
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
