import { describe, expect, it } from 'vitest';
import { injectAs } from '../helpers/app';
import { messagesOf } from '../helpers/body';

const id = { 'accept-language': 'id' };

/** The spec's messages (the domain's *_MESSAGES) answered in the request's language; English unchanged. */
describe('server messages in Bahasa Indonesia', () => {
  it('answers a missing invoice and batch in the language asked for', async () => {
    const english = await injectAs('vendor', { method: 'GET', url: '/api/po-invoices/2147483647' });
    expect(messagesOf(english)).toEqual(['Invoice not found']);
    const indonesian = await injectAs('vendor', { method: 'GET', url: '/api/po-invoices/2147483647', headers: id });
    expect(indonesian.statusCode).toBe(404);
    expect(messagesOf(indonesian)).toEqual(['Faktur tidak ditemukan']);
    const noBatch = await injectAs('vendor', { method: 'GET', url: '/api/batches/2147483647', headers: id });
    expect(messagesOf(noBatch)).toEqual(['Batch tidak ditemukan']);
  });

  it('answers a message built with a value in Indonesian, the value kept', async () => {
    const res = await injectAs('vendor', { method: 'GET', url: '/api/no-such-thing?x=1', headers: id });
    expect(res.statusCode).toBe(404);
    expect(messagesOf(res)).toEqual(['Endpoint tidak ditemukan: GET /api/no-such-thing']);
    const english = await injectAs('vendor', { method: 'GET', url: '/api/no-such-thing' });
    expect(messagesOf(english)).toEqual(['No such endpoint: GET /api/no-such-thing']);
  });
});
