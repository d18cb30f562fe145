// The supplier status's reasons in the chosen language. The server words them in English from the
// domain's SUPPLIER_STATUS_MESSAGES and ERP_REJECTION_MEANINGS (a live status, a stored Invoice
// Response, the timeline's "Rejected by the ERP" step), so each is read back here by those same
// templates: the parts the portal wrote are said again from the catalogue, what a person typed (a
// reviewer's reason, the ERP's own message) stays as written. English is returned untouched; a text
// that matches no template stays as it is.
import {
  ERP_REJECTION_MEANINGS,
  INVOICE_RESPONSE_STEPS,
  SUPPLIER_STATUS_MESSAGES,
  UNKNOWN_ERP_REJECTION,
  formatMoney as formatEnglishMoney,
} from '@faktura/domain';
import { getLanguage } from '../i18n/language';
import { t, type MessageKey } from '../i18n/translate';
import { formatMoney } from './format';

/** Stands for a template's one value, so its text before and after can be taken from the domain's own function. */
const MARK = '\u0000';

type Around = { before: string; after: string };
function around(text: string): Around {
  const [before = '', after = ''] = text.split(MARK);
  return { before, after };
}
function inside(text: string, { before, after }: Around): string | null {
  return text.length >= before.length + after.length && text.startsWith(before) && text.endsWith(after)
    ? text.slice(before.length, text.length - after.length)
    : null;
}

const BY_SUPPLIER = around(SUPPLIER_STATUS_MESSAGES.erpRefusedBySupplier([MARK]));
const BY_BUYER = around(SUPPLIER_STATUS_MESSAGES.erpRefusedByBuyer([MARK]));
const REJECTED = around(SUPPLIER_STATUS_MESSAGES.rejected(MARK));
const NO_REASON = SUPPLIER_STATUS_MESSAGES.rejected(null);
const ERP_MESSAGE = around(UNKNOWN_ERP_REJECTION('CODE', MARK).text);
const ERP_CODE = around(UNKNOWN_ERP_REJECTION(MARK, null).text);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PARTLY_PAID = new RegExp(
  `^${escape(SUPPLIER_STATUS_MESSAGES.partlyPaid('1', '2'))
    .replace(escape(formatEnglishMoney('1')), '(.+)')
    .replace(escape(formatEnglishMoney('2')), '(.+)')}$`,
);

/** The catalogue key of each ERP refusal's English text (codes sharing a text share its words). */
const ERP_TEXT_KEYS = new Map<string, string>();
for (const [code, meaning] of Object.entries(ERP_REJECTION_MEANINGS)) {
  if (!ERP_TEXT_KEYS.has(meaning.text)) ERP_TEXT_KEYS.set(meaning.text, erpRejectionKey(code));
}

/** A rejection code as its key under `reports.erpRejections` ("DUPL INV NUM IN IMPORT" → DUPL_INV_NUM_IN_IMPORT). */
export function erpRejectionKey(code: string): string {
  return code.replace(/[^A-Z0-9]+/g, '_');
}

/** One ERP refusal in words, said again; null when it is not one the portal wrote. */
function erpText(text: string): string | null {
  const key = ERP_TEXT_KEYS.get(text);
  if (key) return t(`reports.erpRejections.${key}` as MessageKey);
  const message = inside(text, ERP_MESSAGE);
  if (message !== null) return t('reports.statusReasons.erpMessage', { message });
  const code = inside(text, ERP_CODE);
  return code !== null ? t('reports.statusReasons.erpCode', { code }) : null;
}

/** The ERP's refusals joined by "; ", each said again; null unless every one is the portal's words. */
function erpTexts(text: string): string | null {
  const parts = text.split('; ').map(erpText);
  return parts.every((p) => p !== null) ? parts.join('; ') : null;
}

/** English amounts ("1,234.50") as the chosen language writes them. */
const money = (english: string) => formatMoney(english.replace(/,/g, ''));

function translate(text: string): string | null {
  const bySupplier = inside(text, BY_SUPPLIER);
  const supplierTexts = bySupplier !== null ? erpTexts(bySupplier) : null;
  if (supplierTexts !== null) return t('reports.statusReasons.erpRefusedBySupplier', { texts: supplierTexts });
  const byBuyer = inside(text, BY_BUYER);
  const buyerTexts = byBuyer !== null ? erpTexts(byBuyer) : null;
  if (buyerTexts !== null) return t('reports.statusReasons.erpRefusedByBuyer', { texts: buyerTexts });
  if (text === NO_REASON) return t('reports.statusReasons.rejectedNoReason');
  const reason = inside(text, REJECTED);
  if (reason !== null) return t('reports.statusReasons.rejected', { reason });
  const paid = PARTLY_PAID.exec(text);
  if (paid) return t('reports.statusReasons.partlyPaid', { paid: money(paid[1]!), total: money(paid[2]!) });
  return erpTexts(text);
}

/** A supplier status's reason, or an ERP refusal's, in the chosen language; anything else as it is. */
export function statusReason(text: string): string {
  return getLanguage() === 'en' ? text : (translate(text) ?? text);
}

/** A status answer's step (the domain's INVOICE_RESPONSE_STEPS, by its English) in the chosen language; one not known stays as it is. */
export function responseStep(text: string): string {
  const action = Object.keys(INVOICE_RESPONSE_STEPS).find((a) => INVOICE_RESPONSE_STEPS[a] === text);
  return action && getLanguage() !== 'en' ? t(`reports.responseSteps.${action}` as MessageKey) : text;
}
