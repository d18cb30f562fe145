import type { UserType } from './roles';

/** The PAGE_NO codes of a user's MENU list (the legacy portal's numbering). */
export const PAGE = {
  CREATE_PO: 100,
  CREATE_NONPO: 110,
  CREATE_NONPO_PIC: 120,
  FINANCE_LIST: 130,
  EXPEDITION: 140,
  BATCH_CREATE: 200,
  BATCH_LIST: 210,
  DEBIT_NOTE_CREATE: 300,
  DEBIT_NOTE_LIST: 310,
  PAYMENT_REPORT: 400,
  PAYMENT_SCHEDULE: 410,
  FIND: 500,
  FINANCE_LIST_ALT: 510,
  FIND_V2: 511,
  CREATE_PROXY: 600,
  PROXY_LIST: 630,
  BATCH_PROXY: 700,
  BATCH_PROXY_LIST: 710,
} as const;

export type MenuUser = { typeUser: UserType; menu: readonly number[]; transport: boolean };
export type MenuItem = { key: string; label: string; path: string };
export type MenuGroup = { key: string; label: string; items: MenuItem[] };

type Entry = MenuItem & { show: (u: MenuUser, has: (code: number) => boolean) => boolean };

const isOracle = (u: MenuUser) => u.typeUser === 'ORACLE';
const isOraclePic = (u: MenuUser) => u.typeUser === 'ORACLE' || u.typeUser === 'PIC';

const GROUPS: Array<{ key: string; label: string; show?: (u: MenuUser) => boolean; entries: Entry[] }> = [
  {
    key: 'invoice',
    label: 'Invoice',
    entries: [
      { key: 'create-po', label: 'Create Invoice With PO', path: '/invoice/create', show: (_u, has) => has(PAGE.CREATE_PO) },
      { key: 'create-nonpo', label: 'Create Invoice Non PO', path: '/invoice/create-nonpo', show: (_u, has) => has(PAGE.CREATE_NONPO) },
      { key: 'create-nonpo-pic', label: 'Create Invoice Non PO (PIC)', path: '/invoice/create-nonpo-pic', show: (_u, has) => has(PAGE.CREATE_NONPO_PIC) },
      { key: 'create-proxy', label: 'Create Invoice Proxy', path: '/invoice/create-nonpo-proxy', show: (_u, has) => has(PAGE.CREATE_PROXY) },
      // The vendor list has no code of its own in the spec: it goes with the supplier's create pages.
      {
        key: 'list',
        label: 'Invoice List',
        path: '/invoice/list',
        show: (u, has) => u.typeUser === 'VENDOR' && (has(PAGE.CREATE_PO) || has(PAGE.CREATE_NONPO)),
      },
      { key: 'find', label: 'Find Invoice', path: '/invoice/find', show: (u, has) => has(PAGE.FIND) || isOraclePic(u) },
      { key: 'find-v2', label: 'Find Invoice V2', path: '/invoice/v2/find', show: (u, has) => has(PAGE.FIND_V2) || isOraclePic(u) },
      {
        key: 'finance-list',
        label: 'Invoice List Finance',
        path: '/invoice/list/finance',
        show: (u, has) => has(PAGE.FINANCE_LIST) || has(PAGE.FINANCE_LIST_ALT) || isOracle(u),
      },
      // Finance's review queue of likely-duplicate invoices (decision 025).
      { key: 'duplicates', label: 'Duplicates', path: '/finance/duplicates', show: isOracle },
      // Finance's list of invoices above Rp 5,000,000 missing their e-Meterai serial or stamped document.
      { key: 'stamp-duty', label: 'Stamp Duty', path: '/finance/stamp-duty', show: isOracle },
      // Finance's BPPU and Retur XML for Coretax, per company and tax period (decision 028).
      { key: 'coretax', label: 'Files for Coretax', path: '/finance/coretax', show: isOracle },
      // The invoice-plus-batch list has no code of its own: it goes with the batch list.
      {
        key: 'invoice-batch-list',
        label: 'Invoice Batch List',
        path: '/invoice/list-batch',
        show: (u, has) => has(PAGE.BATCH_LIST) || isOraclePic(u),
      },
      { key: 'expedition', label: 'Proses Tagihan', path: '/expedition', show: (u, has) => has(PAGE.EXPEDITION) || u.transport },
      { key: 'proxy-list', label: 'Invoice Proxy List', path: '/invoice/list-proxy', show: (_u, has) => has(PAGE.PROXY_LIST) },
    ],
  },
  {
    key: 'batch',
    label: 'Batch',
    entries: [
      { key: 'batch-create', label: 'Create Batch', path: '/batch/create', show: (_u, has) => has(PAGE.BATCH_CREATE) },
      { key: 'batch-proxy', label: 'Batch Proxy', path: '/batch/proxy', show: (_u, has) => has(PAGE.BATCH_PROXY) },
      { key: 'batch-list', label: 'Batch List', path: '/batch/list', show: (u, has) => has(PAGE.BATCH_LIST) || isOracle(u) },
      { key: 'batch-proxy-list', label: 'Batch Proxy List', path: '/batch/list-proxy', show: (_u, has) => has(PAGE.BATCH_PROXY_LIST) },
    ],
  },
  {
    key: 'debit-note',
    label: 'Nota Debit',
    entries: [
      { key: 'dn-create', label: 'Create Nota Debit', path: '/invoice/nota-debit', show: (u, has) => has(PAGE.DEBIT_NOTE_CREATE) || isOracle(u) },
      { key: 'dn-list', label: 'Nota Debit List', path: '/invoice/nota-debit/list', show: (u, has) => has(PAGE.DEBIT_NOTE_LIST) || isOracle(u) },
    ],
  },
  {
    key: 'report',
    label: 'Report',
    entries: [
      { key: 'payment', label: 'Payment Report', path: '/report/payment', show: (_u, has) => has(PAGE.PAYMENT_REPORT) },
      { key: 'payment-schedule', label: 'Payment Schedule', path: '/report/payment-schedule', show: (_u, has) => has(PAGE.PAYMENT_SCHEDULE) },
      // No PAGE_NO of their own: every supplier has them.
      { key: 'invoice-history', label: 'Invoice History by PO', path: '/report/invoice-history', show: (u) => u.typeUser === 'VENDOR' },
      { key: 'invoice-report', label: 'Invoice Report', path: '/report/invoice', show: (u) => u.typeUser === 'VENDOR' },
      { key: 'history-receipt', label: 'History Receipt', path: '/history-receipt', show: (u) => u.typeUser === 'VENDOR' },
      // Every user type: the server scopes the payments (a supplier its own, PIC its mapped suppliers, finance any).
      { key: 'remittances', label: 'Remittance Advice', path: '/report/remittances', show: () => true },
      // Every user type: a supplier its own, PIC its mapped suppliers, finance any supplier.
      { key: 'statement', label: 'Statement of Account', path: '/report/statement', show: () => true },
    ],
  },
  {
    key: 'master',
    label: 'Master',
    // The Master menu appears only for ORACLE.
    show: isOracle,
    entries: [
      { key: 'category', label: 'Category', path: '/master/category', show: isOracle },
      { key: 'vendor', label: 'Vendor Mapping', path: '/master/vendor', show: isOracle },
      { key: 'vendor-proxy', label: 'Vendor Proxy', path: '/master/vendor-proxy', show: isOraclePic },
      { key: 'tolerance', label: 'Match Tolerance', path: '/master/tolerance', show: isOracle },
      { key: 'payment-runs', label: 'Payment Runs', path: '/master/payment-runs', show: isOracle },
      { key: 'tax-registrations', label: 'Tax Registrations', path: '/master/tax-registrations', show: isOracle },
      { key: 'user', label: 'User', path: '/master/user', show: isOraclePic },
      { key: 'user-mapping', label: 'User Mapping', path: '/master/user/mapping-list', show: isOraclePic },
      { key: 'role', label: 'Role Menus', path: '/master/role', show: isOracle },
      { key: 'drive', label: 'Cloud Drive', path: '/drive/code', show: isOracle },
      { key: 'audit', label: 'Audit Trail', path: '/master/audit', show: isOracle },
      { key: 'erp-deliveries', label: 'ERP Deliveries', path: '/erp/deliveries', show: isOracle },
    ],
  },
];

/** Every group's and entry's English label by its key (the message catalogues hold the same, keyed alike). */
export const MENU_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  GROUPS.flatMap((g) => [[g.key, g.label] as const, ...g.entries.map((e) => [e.key, e.label] as const)]),
);

/**
 * The sidebar, built from the user's MENU codes, type and transport flag. `label` gives each
 * group's and entry's text in the reader's language from its key (English without it).
 */
export function buildSidebar(user: MenuUser, label: (key: string, english: string) => string = (_key, english) => english): MenuGroup[] {
  const codes = new Set(user.menu);
  const has = (code: number) => codes.has(code);
  return GROUPS.filter((g) => !g.show || g.show(user))
    .map((g) => ({
      key: g.key,
      label: label(g.key, g.label),
      items: g.entries.filter((e) => e.show(user, has)).map(({ key, label: english, path }) => ({ key, label: label(key, english), path })),
    }))
    .filter((g) => g.items.length > 0);
}
