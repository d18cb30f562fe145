import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const root = path.resolve(import.meta.dirname, '../..');
// A fresh embedded database per run, exactly as `npm start` makes on a new machine.
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-e2e-')));

export default defineConfig({
  testDir: './e2e',
  // E2E_OUTPUT_DIR / WEB_DIST / E2E_PORT let several runs (one per work tree or helper) go side by side.
  outputDir: process.env.E2E_OUTPUT_DIR ?? path.join(root, 'test-results'),
  // Two workers, one spec file each at a time (a file's tests keep their order): the journeys share
  // one server and database, and no test changes data that another checks.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A journey signs in, drives several screens and runs axe on each: 30 s was too close on 2 shared cores.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 860 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium 156 builds its omnibox popup (a WebUI renderer, ~0.5 s of CPU) for every new
        // window: every journey's browser context paid it on CI's two cores.
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
      ],
    },
  },
  webServer: {
    command: 'npx tsx apps/server/src/main.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Queued drive uploads are worked every 2 s (30 s in production) so a journey sees one land.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', DRIVE_UPLOAD_INTERVAL_SECONDS: '2' },
  },
});
