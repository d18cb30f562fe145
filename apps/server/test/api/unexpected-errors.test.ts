import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/app';
import type { ErpPort } from '../../src/erp/port';
import { getTestContext, tokenFor } from '../helpers/app';
import { messagesOf } from '../helpers/body';

/** An ERP that is down: every call fails the way a broken connection does. */
const erpDown = new Proxy({} as ErpPort, {
  get: () => () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:1521 (password=s3cret)')),
});

/** A log line as pino writes it: what the test reads of it. */
const logLine = z.looseObject({ msg: z.string().optional(), err: z.object({ message: z.string() }).optional() });

describe('unexpected errors', () => {
  it('answer 500 with a reference and no internals, and log the error with the request id', async () => {
    const { database, config } = await getTestContext();
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    const app = await buildApp({ config: { ...config, logLevel: 'error' }, database, erp: erpDown, logStream });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/dashboard/invoices', headers: { authorization: `Bearer ${await tokenFor('vendor')}` } });
      expect(res.statusCode).toBe(500);
      const requestId = res.headers['x-request-id'] as string;
      expect(messagesOf(res)).toEqual([`Something went wrong. Reference: ${requestId}`]);
      expect(res.body).not.toContain('ECONNREFUSED');
      expect(res.body).not.toContain('s3cret');
      const logged = lines.map((l) => logLine.parse(JSON.parse(l))).find((l) => l.msg === 'unexpected error');
      expect(logged).toMatchObject({ reqId: requestId, level: 50 });
      expect(logged?.err?.message).toContain('ECONNREFUSED');
    } finally {
      await app.close();
    }
  });
});
