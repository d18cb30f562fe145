/** What the API benchmark measures: one request shape per scenario, run by run.ts. */
import { DEMO_RECEIPT_BASE, OPEN_BASE, PO_LINES } from './sql-gen';

export type Scenario = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  as: 'vendor' | 'finance' | 'financeAam82' | null;
  body?: unknown;
  list?: boolean;
  login?: boolean;
  /**
   * A request whose answer's `nextCursor` this scenario's path continues from (`&after=`): the
   * page reached by Next, as the pending PO modal asks for it.
   */
  cursorFrom?: string;
};

// PO numbers of the demo supplier's generated receipts (3001 in AAM 82, seed-scale.ts): "82" + the
// 10-digit PO header id, OPEN_BASE + receipt line / PO_LINES. A range of 1,000 POs (4,000 receipt
// lines) in the middle of the three years: a filter the index on (vendor, org, date) cannot apply.
const demoPo = (n: number) => `82${String(OPEN_BASE + DEMO_RECEIPT_BASE / PO_LINES + n).padStart(10, '0')}`;
const pendingPath = '/api/po-invoices/pending-receipts?orgId=82&instance=AAM';

export const SCENARIOS: Scenario[] = [
  // What every request costs the portal before any screen's work: its plugins and HTTP alone, then
  // with the session lookup (the cheapest signed-in answer).
  { name: 'floor: health, no session', method: 'GET', path: '/api/health', as: null },
  { name: 'floor: who am I (finance), the session alone', method: 'GET', path: '/api/auth/me', as: 'finance' },
  { name: 'login (finance)', method: 'POST', path: '/api/auth/login', as: null, body: { username: 'finance', password: 'demo' }, login: true },
  { name: 'dashboard invoices (vendor)', method: 'GET', path: '/api/dashboard/invoices', as: 'vendor' },
  { name: 'dashboard invoices (finance)', method: 'GET', path: '/api/dashboard/invoices', as: 'finance' },
  { name: 'list page 1 (vendor)', method: 'GET', path: '/api/invoices?page=1&pageSize=10', as: 'vendor', list: true },
  { name: 'list page 50 (vendor)', method: 'GET', path: '/api/invoices?page=50&pageSize=10', as: 'vendor', list: true },
  { name: 'list page 1 (finance)', method: 'GET', path: '/api/invoices?page=1&pageSize=10', as: 'finance', list: true },
  { name: 'list page 50 (finance)', method: 'GET', path: '/api/invoices?page=50&pageSize=10', as: 'finance', list: true },
  { name: 'list page 1 (finance, company AAM 82)', method: 'GET', path: '/api/invoices?page=1&pageSize=10', as: 'financeAam82', list: true },
  { name: 'pending PO page 1 (vendor, AAM 82)', method: 'GET', path: `${pendingPath}&page=1&pageSize=5`, as: 'vendor' },
  // Page 200 jumped to by number (no cursor: the 995 lines before it are skipped), and reached by
  // Next from page 199 (read from page 199's last line): the first is the fallback, the second the
  // way the modal pages.
  { name: 'pending PO page 200 (vendor, AAM 82)', method: 'GET', path: `${pendingPath}&page=200&pageSize=5`, as: 'vendor' },
  {
    name: 'pending PO page 200 by cursor (vendor, AAM 82)',
    method: 'GET',
    path: `${pendingPath}&page=200&pageSize=5`,
    as: 'vendor',
    cursorFrom: `${pendingPath}&page=199&pageSize=5`,
  },
  {
    name: 'pending PO page 1, PO range (vendor, AAM 82)',
    method: 'GET',
    path: `${pendingPath}&fromPo=${demoPo(3000)}&toPo=${demoPo(3999)}&page=1&pageSize=5`,
    as: 'vendor',
  },
  { name: 'batches page 1 (vendor)', method: 'GET', path: '/api/batches?page=1&pageSize=10', as: 'vendor' },
  { name: 'batches page 1 (finance)', method: 'GET', path: '/api/batches?page=1&pageSize=10', as: 'finance' },
  // Find Invoice (issue 9, 5 a page): the values are rows of seed-scale's 1M run (supplier 100000 is its biggest, 9,750 invoices).
  { name: 'find by supplier page 1 (finance)', method: 'GET', path: '/api/finance/find?vendorId=100000&page=1&pageSize=5', as: 'finance' },
  { name: 'find by supplier page 100 (finance)', method: 'GET', path: '/api/finance/find?vendorId=100000&page=100&pageSize=5', as: 'finance' },
  { name: 'find by batch number (finance)', method: 'GET', path: '/api/finance/find?batchNo=SB95344&page=1&pageSize=5', as: 'finance' },
  {
    name: 'find by e-invoice number (finance)',
    method: 'GET',
    path: `/api/finance/find?invoiceNo=${encodeURIComponent('INV/2025/05/0500001')}&page=1&pageSize=5`,
    as: 'finance',
  },
  {
    name: 'find v2 by supplier, MATCH (finance)',
    method: 'GET',
    path: '/api/finance/v2/find?vendorId=100000&matchType=MATCH&page=1&pageSize=5',
    as: 'finance',
  },
  { name: 'find e-invoice number autocomplete (finance)', method: 'GET', path: '/api/finance/invoice-numbers?search=0500001', as: 'finance' },
  // One scenario per filter (issue 16): each should be an index range (apps/server/test/db/index-plans.test.ts checks the plans' shape).
  {
    name: 'find by e-invoice number prefix (finance)',
    method: 'GET',
    path: `/api/finance/find?invoiceNo=${encodeURIComponent('INV/2025/05/05')}&page=1&pageSize=5`,
    as: 'finance',
  },
  { name: 'find by e-invoice number infix (finance)', method: 'GET', path: '/api/finance/find?invoiceNo=0500001&page=1&pageSize=5', as: 'finance' },
  {
    name: 'find v2 by supplier, UNMATCH (finance)',
    method: 'GET',
    path: '/api/finance/v2/find?vendorId=100000&matchType=UNMATCH&page=1&pageSize=5',
    as: 'finance',
  },
  {
    name: 'find e-invoice number autocomplete, common text (finance)',
    method: 'GET',
    path: `/api/finance/invoice-numbers?search=${encodeURIComponent('INV/2025')}`,
    as: 'finance',
  },
  { name: 'list by status PROCESSING (finance)', method: 'GET', path: '/api/invoices?status=PROCESSING&page=1&pageSize=10', as: 'finance', list: true },
  {
    name: 'list by status PROCESSING (finance, company AAM 82)',
    method: 'GET',
    path: '/api/invoices?status=PROCESSING&page=1&pageSize=10',
    as: 'financeAam82',
    list: true,
  },
  { name: 'list by status REJECTED (vendor)', method: 'GET', path: '/api/invoices?status=REJECTED&page=1&pageSize=10', as: 'vendor', list: true },
  { name: 'list by invoice number infix (finance)', method: 'GET', path: '/api/invoices?invoiceNo=0500001&page=1&pageSize=10', as: 'finance', list: true },
  { name: 'batches by number infix (finance)', method: 'GET', path: '/api/batches?batchNo=95344&page=1&pageSize=10', as: 'finance' },
  { name: 'batches by status DRAFT (finance)', method: 'GET', path: '/api/batches?status=DRAFT&page=1&pageSize=10', as: 'finance' },
  {
    name: 'invoice report, one month (vendor, AAM 82)',
    method: 'GET',
    path: '/api/reports/invoices?orgId=82&instance=AAM&fromDate=2026-06-01&toDate=2026-06-30&page=1&pageSize=10',
    as: 'vendor',
  },
];
