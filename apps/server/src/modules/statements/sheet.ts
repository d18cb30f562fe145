import { STATEMENT_LABELS, type StatementView } from '@faktura/domain';
import type { SpreadsheetColumn } from '../../lib/spreadsheet';

export type StatementSheetRow = {
  currency: string;
  date: string | null;
  type: string;
  reference: string;
  dueDate: string | null;
  debit: string;
  credit: string;
  balance: string;
};

/**
 * The statement flattened for the spreadsheet: per currency its opening, entries, closing, then the
 * ageing buckets. `label`: the sheet's own labels (balances, ageing buckets) in the request's language.
 */
export function statementSheetRows(s: StatementView, label = (english: string) => english): StatementSheetRow[] {
  return s.currencies.flatMap((c) => [
    { currency: c.currency, date: s.from, type: label(STATEMENT_LABELS.opening), reference: '', dueDate: null, debit: '', credit: '', balance: c.opening },
    ...c.rows.map((r) => ({
      currency: c.currency,
      date: r.date,
      type: r.type,
      reference: r.reference,
      dueDate: r.dueDate,
      debit: r.debit,
      credit: r.credit,
      balance: r.balance,
    })),
    {
      currency: c.currency,
      date: s.to,
      type: label(STATEMENT_LABELS.closing),
      reference: '',
      dueDate: null,
      debit: c.debits,
      credit: c.credits,
      balance: c.closing,
    },
    ...c.ageing.map((b) => ({
      currency: c.currency,
      date: s.asOf,
      type: label(STATEMENT_LABELS.ageing),
      reference: label(b.label),
      dueDate: null,
      debit: '',
      credit: '',
      balance: b.amount,
    })),
  ]);
}

const moneyOrEmpty = (v: string) => (v === '' ? null : v);

export const STATEMENT_SHEET_COLUMNS: SpreadsheetColumn<StatementSheetRow>[] = [
  { header: 'Currency', cell: (r) => r.currency },
  { header: 'Date', kind: 'date', cell: (r) => r.date },
  { header: 'Type', cell: (r) => r.type },
  { header: 'Number / reference', cell: (r) => r.reference },
  { header: 'Due date', kind: 'date', cell: (r) => r.dueDate },
  { header: 'Debit', kind: 'money', cell: (r) => moneyOrEmpty(r.debit) },
  { header: 'Credit', kind: 'money', cell: (r) => moneyOrEmpty(r.credit) },
  { header: 'Balance', kind: 'money', cell: (r) => r.balance },
];
