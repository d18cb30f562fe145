import http from 'node:http';

/** The anchor: the least a page can be, served over the same loopback. */
export async function startBlank(): Promise<{ url: string; stop: () => void }> {
  const page = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blank</title></head><body><h1>Blank</h1></body></html>';
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.close() };
}
