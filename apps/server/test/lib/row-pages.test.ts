import { describe, expect, it } from 'vitest';
import { pagesOf, rowPages } from '../../src/lib/row-pages';

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** Items as a database driver hands them: one at a time, each after an await. */
async function* oneByOne<T>(items: T[]): AsyncGenerator<T> {
  for (const item of items) yield await Promise.resolve(item);
}

describe('rows read a page at a time', () => {
  const paged = rowPages(() => oneByOne([[1, 2], [], [3]]));

  it('iterates row by row for any consumer', async () => {
    expect(await collect(paged)).toEqual([1, 2, 3]);
  });

  it('hands its pages as they are to a consumer of pages', async () => {
    expect(await collect(pagesOf(paged))).toEqual([[1, 2], [], [3]]);
  });

  it('takes an array as one page and gathers rows that come one by one', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => i);
    expect(await collect(pagesOf(rows))).toEqual([rows]);
    const gathered = await collect(pagesOf(oneByOne(rows)));
    expect(gathered.map((page) => page.length)).toEqual([256, 256, 88]);
    expect(gathered.flat()).toEqual(rows);
    expect(await collect(pagesOf(new Set([1, 2]).values()))).toEqual([[1, 2]]);
  });
});
