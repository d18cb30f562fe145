import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The login page's JS, gzip level 9, as scripts/size.mjs counts it from Vite's manifest; null without a manifest. */
export function loginJsFromManifest(webDist: string): number | null {
  // The same closure scripts/size.mjs budgets: the entry and the login route with their static imports.
  const manifestPath = path.join(webDist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (entry) walk(entry);
  walk('src/app/routes/login.tsx');
  return [...seen].reduce((n, k) => n + gzipSync(fs.readFileSync(path.join(webDist, manifest[k]!.file)), { level: 9 }).length, 0);
}
