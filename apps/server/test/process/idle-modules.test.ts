import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * The libraries only some requests need (reading PDFs and spreadsheets, writing XML, sending mail)
 * are loaded by the first request that needs them, not when the server starts: an idle server's
 * resident memory is a measured goal (docs/benchmarks.md), and these held 50-odd MB of it. A fresh
 * Node process imports every module the server's entry imports (read from main.ts, so a new one
 * counts), makes both kinds of mail sender, and lists the CommonJS packages then loaded.
 */
const serverSrc = path.resolve(import.meta.dirname, '../../src');
const repoRoot = path.resolve(serverSrc, '../../..');
const ON_FIRST_USE = ['@cantoo/pdf-lib', 'culori', '@e965/xlsx', 'cfb', 'xmlbuilder2', 'nodemailer'];

it('starts without the PDF, spreadsheet, XML and mail libraries', () => {
  const entryImports = [...fs.readFileSync(path.join(serverSrc, 'main.ts'), 'utf8').matchAll(/^import .* from '(\.[^']+)';$/gm)].map((m) => m[1]!);
  expect(entryImports).toContain('./app');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-idle-modules-'));
  const script = path.join(dir, 'load.mts');
  fs.writeFileSync(
    script,
    [
      "import { createRequire } from 'node:module';",
      ...entryImports.map((specifier, i) => `import * as m${i} from ${JSON.stringify(path.join(serverSrc, specifier))};`),
      `void [${entryImports.map((_, i) => `m${i}`).join(', ')}];`,
      'import { createMailSender } from ' + JSON.stringify(path.join(serverSrc, 'mail/index')) + ';',
      "const mail = { from: 'portal@example.test', portalUrl: 'http://portal.test', dir: " + JSON.stringify(dir) + ' };',
      "createMailSender({ ...mail, smtpUrl: 'smtp://127.0.0.1:2525' }).close();",
      'createMailSender({ ...mail, smtpUrl: null }).close();',
      'const loaded = new Set<string>();',
      'for (const file of Object.keys(createRequire(import.meta.url).cache)) {',
      '  const name = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(file)?.[1];',
      '  if (name) loaded.add(name);',
      '}',
      'console.log(JSON.stringify([...loaded].sort()));',
    ].join('\n'),
  );
  const result = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, LOG_LEVEL: 'silent' } });
  fs.rmSync(dir, { recursive: true, force: true });
  expect(result.status, result.stderr).toBe(0);
  const loaded = JSON.parse(result.stdout.trim().split('\n').at(-1)!) as string[];
  // The process did load the server's own CommonJS libraries, so an empty list proves nothing.
  expect(loaded).toEqual(expect.arrayContaining(['fastify', 'pg']));
  expect(loaded.filter((name) => ON_FIRST_USE.includes(name))).toEqual([]);
});
