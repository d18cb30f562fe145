import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { getTestContext } from '../helpers/app';
import { messagesOf } from '../helpers/body';

/** Requests Fastify or Node's HTTP parser refuse before any route runs still answer `{messages}`. */
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  const { config, database, erp } = await getTestContext();
  app = await buildApp({ config, database, erp });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await app.close();
});

/** Sends raw bytes and reads the whole answer (Node's parser errors never reach inject). */
function rawRequest(text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]), body: answer.split('\r\n\r\n')[1] ?? '' }));
  });
}

describe('framework refusals', () => {
  it('answers a broken percent-encoding with 400 and a message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/po-invoices/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['The address is not valid']);
  });

  it('answers an over-long path parameter with 414 and a message', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/po-invoices/${'1'.repeat(200)}` });
    expect(res.statusCode).toBe(414);
    expect(messagesOf(res)).toEqual(['A value in the address is too long']);
  });

  it('answers headers too large for the HTTP parser with 431 and a message', async () => {
    const res = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ code: 'HEADERS_TOO_LARGE', messages: ['Request headers are too large'] });
  });

  it('answers bytes that are not HTTP with 400 and a message', async () => {
    const res = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ code: 'MALFORMED', messages: ['Malformed request'] });
  });
});
