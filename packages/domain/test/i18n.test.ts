import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en';
import { id } from '../src/i18n/id';
import { messageKey } from '../src/i18n/messages';
import {
  EXPECTED_PAYMENT_MESSAGES,
  INVOICE_RESPONSE_TEXTS,
  NON_PO_MESSAGES,
  PO_INVOICE_MESSAGES,
  TIMELINE_LABELS,
  MENU_LABELS,
  LOGIN_MESSAGES,
  WORK_QUEUE_LABELS,
  WORK_QUEUE_MESSAGES,
  formatDate,
  formatMoney,
  formatPeriod,
  languageFromHeader,
  LANGUAGE_MESSAGES,
  parseMoneyInput,
  parseDateInput,
  ROUTES,
  MONTHS,
  MONTHS_ID,
} from '../src';

type Tree = { [key: string]: string | Tree };

/** Every leaf as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  const english = new Map(leaves(en));
  const indonesian = new Map(leaves(id));

  it('have exactly the same keys in both languages', () => {
    expect([...indonesian.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of english)
      expect({ key, placeholders: placeholders(indonesian.get(key) ?? '') }).toEqual({ key, placeholders: placeholders(text) });
  });

  it('leave no Indonesian text empty', () => {
    for (const [key, text] of indonesian) expect({ key, empty: text.trim() === '' }).toEqual({ key, empty: false });
  });

  it('hold the English texts the screens showed before, byte for byte', () => {
    expect(en.messages).toMatchObject(LOGIN_MESSAGES);
    expect(en.messages.languageInvalid).toBe(LANGUAGE_MESSAGES.invalid);
    expect(en.workQueue).toMatchObject({ ...WORK_QUEUE_LABELS, ...WORK_QUEUE_MESSAGES });
    expect(en.menu).toEqual(MENU_LABELS);
    expect(en.messages.taxInvoiceNoInvalid).toBe(PO_INVOICE_MESSAGES.taxNoInvalid);
    expect(en.messages.poLineSelectedTwice).toBe(PO_INVOICE_MESSAGES.lineSelectedTwice);
    expect(en.messages.oneAttachment).toBe(PO_INVOICE_MESSAGES.oneAttachment);
    expect(en.messages.dateLockedByLines).toBe(PO_INVOICE_MESSAGES.dateLockedByLines);
    expect(en.messages.detailCategoryUnknown).toBe(NON_PO_MESSAGES.detailUnknown);
    expect(en.statusAnswers).toMatchObject({
      statusTitle: INVOICE_RESPONSE_TEXTS.statusTitle,
      answersTitle: INVOICE_RESPONSE_TEXTS.answersTitle,
      draft: INVOICE_RESPONSE_TEXTS.draft,
      fixedBySupplier: INVOICE_RESPONSE_TEXTS.fixedBySupplier,
      fixedByBuyer: INVOICE_RESPONSE_TEXTS.fixedByBuyer,
      download: INVOICE_RESPONSE_TEXTS.download,
      loadFailed: INVOICE_RESPONSE_TEXTS.loadFailed,
    });
    expect(en.statusAnswers.answering.replace('{{documentId}}', 'D-1')).toBe(INVOICE_RESPONSE_TEXTS.answering('D-1'));
    expect(en.statusAnswers.downloadLabel.replace('{{code}}', 'AP').replace('{{date}}', '17-AUG-2026')).toBe(
      INVOICE_RESPONSE_TEXTS.downloadLabel('AP', '17-AUG-2026'),
    );
    expect(en.expectedPayments.column).toBe(EXPECTED_PAYMENT_MESSAGES.column);
    expect(en.expectedPayments.title).toBe(EXPECTED_PAYMENT_MESSAGES.title);
    expect(en.timeline).toEqual({ title: TIMELINE_LABELS.title, empty: TIMELINE_LABELS.empty, loadError: TIMELINE_LABELS.loadError });
  });

  it('name every page of the route table, so no title or breadcrumb stays English', () => {
    const titles = new Set<string>(Object.values(en.pageTitles));
    expect(ROUTES.map((route) => route.title).filter((title) => !titles.has(title))).toEqual([]);
  });

  it('write the months as dates do', () => {
    expect(en.common.months.split(' ')).toEqual([...MONTHS]);
    expect(id.common.months.split(' ')).toEqual([...MONTHS_ID]);
  });

  it('find a message raised in English by its text', () => {
    expect(messageKey("Username can't be empty")).toBe('messages.usernameEmpty');
    expect(messageKey('Something not in the catalogue')).toBeUndefined();
  });
});

describe('dates and amounts in each language', () => {
  it('keep DD-MMM-YYYY with the month in the language', () => {
    expect(formatDate('2026-08-17')).toBe('17-AUG-2026');
    expect(formatDate('2026-08-17', 'id')).toBe('17-Agu-2026');
    expect(formatDate('2026-05-01', 'id')).toBe('01-Mei-2026');
    expect(formatDate('2026-12-31T10:00:00Z', 'id')).toBe('31-Des-2026');
    expect(formatPeriod('2026-10', 'id')).toBe('Okt2026');
    // A date field shows the Indonesian month: what it shows must read back.
    expect(parseDateInput('17-Agu-2026')).toBe('2026-08-17');
    expect(parseDateInput('01-MEI-2026')).toBe('2026-05-01');
    expect(parseDateInput('17-AUG-2026')).toBe('2026-08-17');
  });

  it('group and mark decimals the language’s way, two places', () => {
    expect(formatMoney('1234567.891')).toBe('1,234,567.89');
    expect(formatMoney('1234567.891', 'id')).toBe('1.234.567,89');
    expect(formatMoney('-0.5', 'id')).toBe('-0,50');
  });

  it('parse what an amount input shows back to the exact decimal string', () => {
    for (const value of ['1234567.89', '0.10', '-42.00', '999999999999.99']) {
      expect(parseMoneyInput(formatMoney(value, 'id'), 'id')).toBe(formatMoney(value).split(',').join(''));
      expect(parseMoneyInput(formatMoney(value, 'en'), 'en')).toBe(formatMoney(value).split(',').join(''));
    }
    expect(parseMoneyInput('1.234,5', 'id')).toBe('1234.5');
    expect(parseMoneyInput('abc', 'id')).toBe('');
  });

  it('read the language a request asks for from Accept-Language', () => {
    expect(languageFromHeader('id-ID,id;q=0.9,en;q=0.8')).toBe('id');
    expect(languageFromHeader('en-US')).toBe('en');
    expect(languageFromHeader('fr')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });
});
