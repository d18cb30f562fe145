import { Worker } from 'node:worker_threads';
import type { FakturFacts, FakturNotCheckedReason } from '@faktura/domain';
import { factsFromFaktur } from './parse';

/** Bounds of one read: a faktur is one or two A4 pages; anything far beyond is not read. */
export type FakturReadLimits = {
  /** Pages read (text of each, the QR from the first that has one). */
  maxPages: number;
  /** Pixels of one rendered page (a bigger page is drawn smaller). */
  maxPixels: number;
  /** A page side in points beyond which the file is not a faktur (A4 is 595 × 842). */
  maxPageSide: number;
  /** The worker's heap cap. */
  memoryMb: number;
  /** The worker is ended after this long. */
  deadlineMs: number;
};

export const FAKTUR_READ_LIMITS: FakturReadLimits = { maxPages: 2, maxPixels: 4_000_000, maxPageSide: 5000, memoryMb: 256, deadlineMs: 30_000 };

export type FakturRead = { facts: FakturFacts } | { failure: FakturNotCheckedReason };

type WorkerAnswer = { pages: Array<{ lines: string[] }>; qr: string | null; pageCount: number } | { failure: 'encrypted' | 'unreadable' | 'pageTooLarge' };

/** One read at a time: rendering is CPU-bound and the machine's other work comes first. */
let queue: Promise<unknown> = Promise.resolve();

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

function runWorker(bytes: Uint8Array, limits: FakturReadLimits): Promise<FakturRead | WorkerAnswer> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./read-worker.mjs', import.meta.url), {
      workerData: { bytes, maxPages: limits.maxPages, maxPixels: limits.maxPixels, maxPageSide: limits.maxPageSide },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb },
      stdout: true,
      stderr: true,
    });
    // pdf.js warns on stdout about fonts and broken objects; the reason we give is enough.
    worker.stdout.resume();
    worker.stderr.resume();
    let settled = false;
    const settle = (answer: FakturRead | WorkerAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      void worker.terminate();
      resolve(answer);
    };
    const deadline = setTimeout(() => settle({ failure: 'tooSlow' }), limits.deadlineMs);
    worker.once('message', (answer: WorkerAnswer) => settle(answer));
    worker.once('error', (error: Error & { code?: string }) => settle({ failure: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'tooLarge' : 'unreadable' }));
    worker.once('exit', () => settle({ failure: 'unreadable' }));
  });
}

/**
 * Reads a faktur PDF: its QR code (the page rendered and decoded) and its text, in a worker
 * thread with a memory cap and a deadline, never over the network. A file that is not a PDF,
 * cannot be read or breaks a bound gives the reason instead of facts.
 */
export async function readFaktur(bytes: Uint8Array, limits: FakturReadLimits = FAKTUR_READ_LIMITS): Promise<FakturRead> {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) return { failure: 'notPdf' };
  const answer = await inTurn(() => runWorker(bytes, limits));
  if ('facts' in answer) return answer;
  if ('failure' in answer) return { failure: answer.failure };
  return {
    facts: factsFromFaktur(
      answer.pages.flatMap((p) => p.lines),
      answer.qr,
    ),
  };
}
