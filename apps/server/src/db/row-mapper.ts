import { Column, getTableName, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';

/** A selection's field as Drizzle orders it: where it goes in the row object, and what it is. */
export type OrderedField = { path: string[]; field: unknown };

type Decoder = { mapFromDriverValue: (value: unknown) => unknown };

// An SQL fragment's decoder (`mapWith`) is internal to Drizzle's types.
type Decoded = { decoder: Decoder };

/** The decoder Drizzle reads a field's value with (the same choice as its own row mapping). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: Decoded } })._.sql.decoder;
  return (field as { sql: Decoded }).sql.decoder;
}

const identity = (decoder: Decoder) =>
  decoder.mapFromDriverValue === noopDecoder.mapFromDriverValue || decoder.mapFromDriverValue === Column.prototype.mapFromDriverValue;

type Node = { kind: 'value'; index: number } | { kind: 'object'; keys: Map<string, Node>; nullWhenNull?: number };

/**
 * A row mapper for one selection, made once and used for every row it reads: the same objects as
 * Drizzle's own mapping (`mapResultRow`), which works out every field's decoder and nested path
 * again for every field of every row (its type checks cost more Node time per list request than
 * parsing the rows). The mapper is generated code building each row as one object literal.
 *
 * Nested objects of a left join become null as in Drizzle: when their first column is null, all
 * their columns come from that one table, and the join may leave it empty.
 */
export function compileRowMapper(fields: readonly OrderedField[], joinsNotNullableMap?: Record<string, boolean>): (rows: unknown[][]) => unknown[] {
  const decoders: Array<Decoder | null> = fields.map(({ field }) => {
    const decoder = decoderOf(field);
    return identity(decoder) ? null : decoder;
  });
  const root: Node = { kind: 'object', keys: new Map() };
  fields.forEach(({ path }, index) => {
    // A literal's "__proto__" key would set the prototype: selections never name one.
    if (path.includes('__proto__')) throw new Error('A selection field may not be named __proto__');
    let node = root;
    path.forEach((chunk, depth) => {
      if (depth === path.length - 1) {
        node.keys.set(chunk, { kind: 'value', index });
        return;
      }
      let next = node.keys.get(chunk);
      if (next === undefined) {
        next = { kind: 'object', keys: new Map() };
        node.keys.set(chunk, next);
      }
      node = next as Extract<Node, { kind: 'object' }>;
    });
  });
  if (joinsNotNullableMap) markNullableObjects(root, fields, joinsNotNullableMap);

  const value = (index: number) => (decoders[index] ? `(r[${index}] === null ? null : d[${index}].mapFromDriverValue(r[${index}]))` : `r[${index}]`);
  const literal = (node: Node): string => {
    if (node.kind === 'value') return value(node.index);
    const object = `{ ${[...node.keys].map(([key, child]) => `${JSON.stringify(key)}: ${literal(child)}`).join(', ')} }`;
    return node.nullWhenNull === undefined ? object : `(r[${node.nullWhenNull}] === null ? null : ${object})`;
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the code is made of field indexes and JSON-quoted keys only
  const make = new Function(
    'd',
    `return function mapRows(rows) { const out = new Array(rows.length); for (let i = 0; i < rows.length; i++) { const r = rows[i]; out[i] = ${literal(root)}; } return out; };`,
  ) as (d: Array<Decoder | null>) => (rows: unknown[][]) => unknown[];
  return make(decoders);
}

/** Drizzle's rule for a joined table's object: see compileRowMapper. */
function markNullableObjects(root: Extract<Node, { kind: 'object' }>, fields: readonly OrderedField[], joinsNotNullableMap: Record<string, boolean>) {
  const firstColumn = new Map<string, { index: number; table: string; oneTable: boolean }>();
  fields.forEach(({ path, field }, index) => {
    if (path.length !== 2 || !is(field, Column)) return;
    const table = getTableName(field.table);
    const seen = firstColumn.get(path[0]!);
    if (seen === undefined) firstColumn.set(path[0]!, { index, table, oneTable: true });
    else if (seen.table !== table) seen.oneTable = false;
  });
  for (const [name, { index, table, oneTable }] of firstColumn) {
    const node = root.keys.get(name);
    if (oneTable && !joinsNotNullableMap[table] && node?.kind === 'object') node.nullWhenNull = index;
  }
}

type PreparedSelect = { fields?: OrderedField[]; joinsNotNullableMap?: Record<string, boolean>; customResultMapper?: unknown };

/**
 * A prepared Drizzle select (`.prepare(name)`) whose rows are mapped by a mapper made now, once,
 * instead of Drizzle's per-field mapping on every run.
 */
export function withCompiledRows<P extends object>(prepared: P): P {
  const select = prepared as PreparedSelect;
  if (select.fields && !select.customResultMapper) select.customResultMapper = compileRowMapper(select.fields, select.joinsNotNullableMap);
  return prepared;
}
