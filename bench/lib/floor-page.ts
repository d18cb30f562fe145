import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const floorRoot = path.resolve(import.meta.dirname, '../web-floor');

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/**
 * The libraries' floor (bench/web-floor): built here with Vite's defaults, served from its own
 * loopback server, which passes /api/ on to the portal so that the page asks the same server
 * the portal's screens ask. Its files go out uncompressed (the portal's go brotli): over loopback
 * that costs the floor nothing measurable, and it favours neither side's CPU.
 */
export async function startFloorPage(portalBase: string): Promise<{ url: (token: string) => string; stop: () => void }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-bench-floor-'));
  await build({
    root: floorRoot,
    base: './',
    logLevel: 'warn',
    configFile: false,
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  });
  const portal = new URL(portalBase);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://floor');
    if (url.pathname.startsWith('/api/')) {
      const upstream = http.request(
        { host: portal.hostname, port: portal.port, path: req.url, method: req.method, headers: { ...req.headers, host: portal.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const file = path.join(outDir, path.normalize(url.pathname === '/' ? '/index.html' : url.pathname));
    if (!file.startsWith(outDir) || !fs.existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (token) => `http://127.0.0.1:${port}/#${token}`,
    stop: () => {
      server.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
