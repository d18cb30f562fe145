import { describe, expect, it } from 'vitest';
import { getTestContext, injectAs } from '../helpers/app';
import { messagesOf } from '../helpers/body';

/** NUL reaching PostgreSQL used to answer 500: the contracts refuse control characters and impossible dates first. */
describe('hostile text and dates', () => {
  it('answers a NUL in the login name with 400 and the field named', async () => {
    const { app } = await getTestContext();
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'ven\u0000dor', password: 'demo' } });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['body.username: Text must not contain control characters']);
  });

  it('refuses NUL in list filters and searches', async () => {
    for (const url of [
      '/api/invoices?invoiceNo=%00',
      '/api/invoices?status=OPEN%00',
      '/api/batches?batchNo=B%00',
      '/api/po-invoices/pending-receipts?orgId=82&instance=AAM&fromPo=%00',
    ]) {
      const res = await injectAs('vendor', { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(messagesOf(res)[0], url).toMatch(/Text must not contain control characters$/);
    }
  });

  it('refuses impossible calendar dates in filters', async () => {
    for (const date of ['2026-02-30', '2026-13-01', '0000-01-01']) {
      const res = await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/pending-receipts?orgId=82&instance=AAM&fromDate=${date}` });
      expect(res.statusCode, date).toBe(400);
      expect(messagesOf(res), date).toEqual(['querystring.fromDate: Invalid date']);
    }
  });
});

describe('numbers beyond their column', () => {
  it('refuses a bank account or charge account id past 32 bits', async () => {
    const payload = { orgId: 82, instance: 'AAM', bankAccountId: 2147483648, coaId: 2147483648 };
    const res = await injectAs('vendor', { method: 'POST', url: '/api/po-invoices', payload });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([expect.stringMatching(/^body\.bankAccountId: /), expect.stringMatching(/^body\.coaId: /)]);
  });
});

describe('ids in URLs', () => {
  it('refuses loosely written numbers instead of reading them as another id', async () => {
    for (const id of ['0x1', '1e0', '+1', '01']) {
      const res = await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(messagesOf(res), id).toEqual(['params.id: Must be a whole number']);
    }
  });
});

describe('ids in PDF and form-option URLs', () => {
  it('reads them as plain decimal digits too', async () => {
    const pdf = await injectAs('vendor', { method: 'GET', url: '/api/batches/1e3/recap.pdf' });
    expect(pdf.statusCode).toBe(400);
    expect(messagesOf(pdf)).toEqual(['params.id: Must be a whole number']);
    const options = await injectAs('vendor', { method: 'GET', url: '/api/po-invoices/form-options?orgId=%2B82&instance=AAM' });
    expect(options.statusCode).toBe(400);
    expect(messagesOf(options)).toEqual(['querystring.orgId: Must be a whole number']);
  });
});
