import { describe, expect, it } from 'vitest';
import type { InvoiceSummary } from '@faktura/domain';
import { AAM, makeInvoiceSummary, makeLogin, makeReceipt, makeUser } from '../../test/fixtures';
import { firstScreenAnswersFor, renderFirstScreen, type FirstScreenInput } from './server-render';

// Runs in Node, as the server does (no DOM): the server's drawing of the dashboard.

const invoice = (n: number, overrides: Partial<InvoiceSummary> = {}) => makeInvoiceSummary(n, { invoiceDate: '2026-11-19', ...overrides });

function vendorInput(overrides: Partial<FirstScreenInput> = {}): FirstScreenInput {
  const login = makeLogin({ company: AAM });
  return {
    session: { ...login, user: makeUser({ company: AAM }) },
    language: 'en',
    answers: {
      '/api/dashboard/work': { items: [{ key: 'rejectedToFix', count: 2, path: '/invoice/list?status=REJECTED' }] },
      '/api/dashboard/invoices': { items: [invoice(106), invoice(105, { status: 'REVIEW' })] },
      '/api/timeline/expected-payments': { items: [] },
      '/api/dashboard/receipts': { items: [makeReceipt(1), makeReceipt(2)] },
      '/api/notifications/counts': { notification: 2, message: 1, task: 0 },
    },
    ...overrides,
  };
}

describe('the dashboard drawn by the server', () => {
  it('asks for what the app’s dashboard asks for: the cards’ answers and the frame’s', () => {
    expect(firstScreenAnswersFor('VENDOR').sort()).toEqual(Object.keys(vendorInput().answers).sort());
    expect(firstScreenAnswersFor('ORACLE').sort()).toEqual(['/api/dashboard/invoices', '/api/dashboard/work', '/api/notifications/counts', '/api/tasks']);
  });

  it('draws the whole screen from its answers: the frame, every card with its rows, nothing loading', async () => {
    const { html, styles, title } = await renderFirstScreen(vendorInput());
    expect(title).toBe('Dashboard · Faktura');
    expect(html).toContain('>Dashboard</h1>');
    expect(html).toContain('PT Sumber Makmur');
    for (const text of ['SJA/INV/2026/0106', 'SJA/INV/2026/0105', 'Item 1', 'Item 2', 'No payments expected yet']) expect(html).toContain(text);
    expect(html).not.toMatch(/ant-spin-spinning|ant-skeleton/);
    // The sidebar beside the content, as the browser lays it out.
    expect(html).toContain('ant-layout-has-sider');
    // The rules of the components drawn, for a page that shows before antd's stylesheet.
    expect(styles).toContain('.ant-table');
    expect(styles).toContain('.ant-menu');
  });

  it('writes its links as the app’s hash routes', async () => {
    const { html } = await renderFirstScreen(vendorInput());
    const links = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(3);
    expect(links).toContain('#/dashboard');
    for (const link of links) expect(link, link).toMatch(/^#\//);
  });

  it('draws in the user’s language', async () => {
    const { html, title } = await renderFirstScreen(vendorInput({ language: 'id' }));
    expect(title).toBe('Dasbor · Faktura');
    expect(html).toContain('>Dasbor</h1>');
    const english = await renderFirstScreen(vendorInput());
    expect(english.html).toContain('>Dashboard</h1>');
  });

  it('draws each of two users’ screens asked for at once with their own session and answers', async () => {
    const finance = makeLogin({
      username: 'finance',
      typeUser: 'ORACLE',
      role: 'ORACLE',
      userDesc: 'Finance Team',
      vendorId: null,
      vendorName: null,
      company: AAM,
    });
    const [vendor, oracle] = await Promise.all([
      renderFirstScreen(vendorInput()),
      renderFirstScreen({
        session: finance,
        language: 'en',
        answers: {
          '/api/dashboard/work': { items: [{ key: 'toComplete', count: 3, path: '/invoice/list/finance?status=OPEN' }] },
          '/api/dashboard/invoices': { items: [invoice(301, { status: 'OPEN' })] },
          '/api/notifications/counts': { notification: 0, message: 0, task: 0 },
          '/api/tasks': { items: [], total: 0 },
        },
      }),
    ]);
    expect(vendor.html).toContain('SJA/INV/2026/0106');
    expect(vendor.html).not.toContain('SJA/INV/2026/0301');
    expect(oracle.html).toContain('SJA/INV/2026/0301');
    expect(oracle.html).toContain('Finance Team');
    expect(oracle.html).not.toContain('SJA/INV/2026/0106');
    // Open receipts are a supplier's card.
    expect(oracle.html).not.toContain('Item 1');
  });

  it('refuses to draw a screen that would wait for an answer it was not given', async () => {
    const input = vendorInput();
    delete input.answers['/api/dashboard/receipts'];
    await expect(renderFirstScreen(input)).rejects.toThrow('first screen: no answer for ["dashboard","receipts"]');
  });
});
