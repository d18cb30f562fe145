/** At most this many values per name, and objects: the newest stay (what the fuzzer has just made). */
const VALUES_PER_NAME = 100;
const OBJECTS_KEPT = 300;

/** `taxInvoiceNo` → `tax_invoice_no`: answers' fields and the database's columns share one name space. */
export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** `attachments` → `attachment`, `batches` → `batch`, `lines` → `line`. */
const singular = (name: string) => name.replace(/(ch|sh|s|x)es$/, '$1').replace(/s$/, '');

function add(into: Map<string, Set<string>>, name: string, value: string) {
  const values = into.get(name) ?? new Set<string>();
  values.delete(value);
  values.add(value);
  if (values.size > VALUES_PER_NAME) values.delete(values.values().next().value!);
  into.set(name, values);
}

/**
 * Collects the text and numbers of a JSON answer by field name, so that later requests can send
 * them back: `rcvTransactionId` of a pending receipt, `taxInvoiceNo` of an invoice. The `id` of a
 * nested object is also its parent's `<singular>_id` (`lines[].id` → `line_id`, `batch.id` →
 * `batch_id`), which is how requests name it.
 */
export function collectAnswerValues(json: unknown, into: Map<string, Set<string>>, parent?: string) {
  if (Array.isArray(json)) {
    for (const item of json) collectAnswerValues(item, into, parent);
    return;
  }
  if (json === null || typeof json !== 'object') return;
  for (const [key, value] of Object.entries(json)) {
    if (typeof value === 'string' || typeof value === 'number') {
      const text = String(value);
      if (text.length > 60) continue;
      add(into, snakeCase(key), text);
      if (key === 'id' && parent) add(into, `${snakeCase(singular(parent))}_id`, text);
    } else {
      collectAnswerValues(value, into, key);
    }
  }
}

/**
 * Keeps every object of a JSON answer (an invoice, its lines, a batch): sent back whole, with a
 * field or two changed, they are requests whose fields agree with each other (company, lines and
 * revision of one invoice), which random values seldom are.
 */
export function collectAnswerObjects(json: unknown, into: Array<Record<string, unknown>>) {
  if (Array.isArray(json)) {
    for (const item of json) collectAnswerObjects(item, into);
    return;
  }
  if (json === null || typeof json !== 'object') return;
  into.push(json as Record<string, unknown>);
  if (into.length > OBJECTS_KEPT) into.splice(0, into.length - OBJECTS_KEPT);
  for (const value of Object.values(json)) collectAnswerObjects(value, into);
}
