import { describe, expect, it } from 'vitest';
import { interleave, runChunks, type Chunk } from './seed-chunks';

const chunk = (statement: string, log: string[] = []): Chunk => ({
  statement,
  start: () => log.push(`start ${statement}`),
  done: () => log.push(`done ${statement}`),
});
const names = (chunks: Chunk[]) => chunks.map((c) => c.statement);

describe('interleave', () => {
  it('alternates the two kinds in proportion, each in its own order, every chunk once', () => {
    const invoices = ['i1', 'i2', 'i3', 'i4'].map((s) => chunk(s));
    const receipts = ['r1', 'r2'].map((s) => chunk(s));
    expect(names(interleave(invoices, receipts))).toEqual(['i1', 'r1', 'i2', 'i3', 'r2', 'i4']);
  });

  it('passes one kind through when the other has none', () => {
    expect(names(interleave([chunk('i1'), chunk('i2')], []))).toEqual(['i1', 'i2']);
    expect(names(interleave([], [chunk('r1')]))).toEqual(['r1']);
  });
});

describe('runChunks', () => {
  /** A run that ends when the test says: how many ran at once is what the test reads. */
  function controlledRun() {
    const running = new Map<string, () => void>();
    let most = 0;
    const run = (statement: string) =>
      new Promise<void>((resolve) => {
        running.set(statement, () => {
          running.delete(statement);
          resolve();
        });
        most = Math.max(most, running.size);
      });
    return { run, running, most: () => most };
  }

  it('runs at most `jobs` statements at once, starting the next as one ends, until all have run', async () => {
    const log: string[] = [];
    const chunks = ['a', 'b', 'c', 'd', 'e'].map((s) => chunk(s, log));
    const { run, running, most } = controlledRun();
    const all = runChunks(chunks, 2, run);
    await Promise.resolve();
    expect([...running.keys()]).toEqual(['a', 'b']);
    // Nothing is reported done before its statement has run.
    expect(log).toEqual(['start a', 'start b']);
    running.get('b')!();
    await new Promise((r) => setTimeout(r, 0));
    expect([...running.keys()]).toEqual(['a', 'c']);
    while (running.size) {
      [...running.values()][0]!();
      await new Promise((r) => setTimeout(r, 0));
    }
    await all;
    expect(most()).toBe(2);
    expect(log.filter((l) => l.startsWith('done')).sort()).toEqual(['done a', 'done b', 'done c', 'done d', 'done e']);
  });

  it('with one job runs them one after the other, in order', async () => {
    const log: string[] = [];
    await runChunks(
      ['a', 'b', 'c'].map((s) => chunk(s, log)),
      1,
      () => Promise.resolve(),
    );
    expect(log).toEqual(['start a', 'done a', 'start b', 'done b', 'start c', 'done c']);
  });

  it('fails with the first statement that fails, and starts no other after it', async () => {
    const ran: string[] = [];
    const { run: held, running } = controlledRun();
    const run = async (statement: string) => {
      ran.push(statement);
      if (statement === 'b') throw new Error('b failed');
      await held(statement);
    };
    const all = runChunks(
      ['a', 'b', 'c', 'd'].map((s) => chunk(s)),
      2,
      run,
    );
    await expect(all).rejects.toThrow('b failed');
    // 'a' was running beside it; once it ends, its worker takes nothing more.
    running.get('a')!();
    await new Promise((r) => setTimeout(r, 0));
    expect(ran).toEqual(['a', 'b']);
  });
});
