import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The server as `npm start` runs it, in its own process on the embedded database. */
const root = path.resolve(import.meta.dirname, '../../../..');
const port = 3300 + (process.pid % 500);
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess | undefined;

function startServer(): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-shutdown-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', WEB_DIST: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in time')), 120_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Faktura is running')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
}

afterAll(() => {
  server?.kill('SIGKILL');
});

/** A login whose body arrives in two parts: the request is surely in flight between them. */
function slowLogin(): { sendRest: () => void; answer: Promise<string> } {
  const body = JSON.stringify({ username: 'vendor', password: 'demo' });
  const socket = net.connect(port, '127.0.0.1');
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  let text = '';
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    if (text.includes('\r\n\r\n')) socket.end();
  });
  const answer = new Promise<string>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
  });
  // write, not end: a client that half-closes its side has given up on the answer.
  return { sendRest: () => socket.write(body.slice(10)), answer };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  // Fastify's close waits for answers in progress; this guards main.ts against ending the process first.
  it('lets the requests in flight finish, refuses new connections, then exits cleanly', async () => {
    server = await startServer();
    const exited = new Promise<number | null>((resolve) => server!.once('exit', resolve));
    const logins = [slowLogin(), slowLogin(), slowLogin()];
    await pause(300);
    server.kill('SIGTERM');
    await pause(300);
    await expect(fetch(`${base}/api/health/ready`)).rejects.toThrow();
    for (const login of logins) login.sendRest();
    const answers = await Promise.all(logins.map((l) => l.answer));
    expect(answers.map((a) => a.split('\r\n')[0])).toEqual(Array(3).fill('HTTP/1.1 200 OK'));
    expect(await exited).toBe(0);
  }, 150_000); // a fresh embedded database is migrated and seeded first: slow on a loaded machine
});
