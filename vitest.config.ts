import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/test/**/*.test.ts'] } },
      // The benchmark tools' own logic (what they measure runs in bench/, never in a test).
      { test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/test/postgres/**'],
          setupFiles: ['apps/server/test/helpers/setup.ts'],
          // One database and app per worker, shared by its test files (a PGlite instance costs
          // ~3 s and ~1 GB): tests create their own rows instead of relying on a blank database.
          isolate: false,
          pool: 'forks',
          maxWorkers: 2,
          // Its own group (after domain and web): projects with their own worker count must be.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      // Processes sharing one PostgreSQL server (PGlite cannot be shared): only with DATABASE_URL, as in CI.
      ...(process.env.DATABASE_URL?.startsWith('postgres')
        ? [{ test: { name: 'postgres', include: ['apps/server/test/postgres/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 } }]
        : []),
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          exclude: ['apps/web/src/**/*.server.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      // The web's code as the server runs it (the first screen's drawing): in Node, without a DOM.
      { plugins: [react()], test: { name: 'web-server', include: ['apps/web/src/**/*.server.test.{ts,tsx}'], environment: 'node', testTimeout: 30_000 } },
    ],
  },
});
