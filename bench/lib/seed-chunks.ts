// The scale seed's INSERT chunks: their progress lines, their order, and running several at once.

/** One INSERT statement of a pass: `start` as it is sent, `done` with the rows it wrote once it has run. */
export type Chunk = { statement: string; start: () => void; done: () => void };

/** A pass's progress, printed as each of its chunks ends (chunks may end out of order); its rate counts from its first chunk. */
export function progress(log: (message: string) => void, label: string, total: number, unit: string) {
  let started: number | undefined;
  let done = 0;
  const start = () => {
    started ??= performance.now();
  };
  const report = (rows: number) => {
    done += rows;
    const rate = done / ((performance.now() - (started ?? 0)) / 1000);
    log(
      `${label}: ${done.toLocaleString('en')}/${total.toLocaleString('en')} ${unit} (${Math.round((100 * done) / total)} %, ${Math.round(rate).toLocaleString('en')} ${unit}/s)`,
    );
  };
  return { start, report };
}

/**
 * The invoice and receipt chunks alternating, in proportion, so that the two kinds run side by side
 * to the end: two invoice chunks at once write the same tables and indexes (ids from one sequence)
 * and got less from the second core (1M invoices: 277 s one at a time, 227 s two of a kind at
 * once, 204 s alternating).
 */
export function interleave(a: Chunk[], b: Chunk[]): Chunk[] {
  const out: Chunk[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && i / a.length <= j / b.length)) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  return out;
}

/**
 * Runs the chunks `jobs` at a time, each its own transaction on its own connection. Every chunk
 * writes rows of its own (its ids come from its series values, or from the tables' sequences), so
 * they need no order among them; on PostgreSQL each runs in one backend, one core.
 */
export async function runChunks(chunks: Chunk[], jobs: number, run: (statement: string) => Promise<void>) {
  let next = 0;
  // One failed statement stops the others from taking more: the seed ends with its error.
  let failed = false;
  await Promise.all(
    Array.from({ length: Math.min(jobs, chunks.length) }, async () => {
      while (!failed && next < chunks.length) {
        const chunk = chunks[next++]!;
        chunk.start();
        try {
          await run(chunk.statement);
        } catch (error) {
          failed = true;
          throw error;
        }
        chunk.done();
      }
    }),
  );
}
