import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { SPREADSHEET_IMPORT_MESSAGES as M, textProblem } from '@faktura/domain';
import { UnpackBudget, listEntries, openZip } from '../bounded-unzip';
import { badRequest } from '../errors';
import { cellReference } from '../spreadsheet/cells';
import { compoundFileReader } from '../compound-file';

/**
 * Reads the first sheet of an uploaded .xls (BIFF) or .xlsx into plain cell values, bounded so
 * that no file can make the server do unbounded work or hold its event loop: an .xlsx's parts are
 * counted as they inflate (stopping at the limit, whatever its headers claim), at most `maxRows`
 * rows are parsed (one more means "too many"), the parse runs in a worker thread with a deadline
 * and a memory cap, and a formula is never carried over — its saved value is, and a formula
 * without one is refused. The file has already passed the upload intake (its content
 * proves its extension). Every refusal is a 400 with a message a person can act on.
 */
export type SheetCell = string | number | boolean | Date | null;
/** `line` is the row number a spreadsheet program shows (1 = the first row). */
export type SheetRow = { line: number; cells: SheetCell[] };
/** `parseDeadlineMs` and `parseMemoryMb` (default 768) bound the parse itself: time, and the worker's heap. */
export type SheetLimits = { maxRows: number; maxUnpackedBytes: number; parseDeadlineMs: number; parseMemoryMb?: number };

const WORKSHEET_PART = /^xl\/worksheets\/[^/]+\.xml$/;
const ROW_TAG = /<(?:\w+:)?row[\s>/]/g;
/** A whole cell element with content (cells do not nest); self-closing empty cells never match. */
const CELL = /<(?:\w+:)?c\b([^>]*?)(?<!\/)>([\s\S]*?)<\/(?:\w+:)?c>/g;
const FORMULA = /<(?:\w+:)?f[\s>/]/;
const VALUE = /<(?:\w+:)?v[\s>]/;
const MAX_CELL_XML = 1024 * 1024;
/** Cells with broken text named at most: enough to find them, never a page of messages. */
const MAX_NAMED_CELLS = 20;

/**
 * Reads a worksheet part as it inflates: refuses more than `maxRows` rows as soon as it sees one
 * more (a million-row sheet is never parsed whole), and a formula without a saved value (SheetJS
 * would drop such a cell silently, and its formula must never become data).
 */
async function scanWorksheet(bytes: AsyncIterable<Buffer>, maxRows: number): Promise<void> {
  let rows = 0;
  let tail = '';
  for await (const chunk of bytes) {
    const text = tail + chunk.toString('latin1');
    // A row tag cut between two chunks completes in the next text; one that ended in the kept tail was counted already.
    for (const match of text.matchAll(ROW_TAG)) if (match.index + match[0].length > tail.length) rows++;
    if (rows > maxRows) throw badRequest(M.tooManyRows(maxRows));
    let checkedTo = 0;
    for (const cell of text.matchAll(CELL)) {
      if (FORMULA.test(cell[2]!) && !VALUE.test(cell[2]!)) throw badRequest(M.formulaWithoutValue(/\br="([A-Z]+\d+)"/.exec(cell[1]!)?.[1] ?? '?'));
      checkedTo = cell.index + cell[0].length;
    }
    // Keep an unfinished cell for the next chunk, and always the last characters for a cut row tag.
    const open = text.slice(checkedTo).search(/<(?:\w+:)?c\b[^>]*?(?<!\/)>(?![\s\S]*<\/(?:\w+:)?c>)/);
    tail = open >= 0 ? text.slice(checkedTo + open) : text.slice(-16);
    // No cell holds this much (32,767 characters at most, escaped): the XML is broken or hostile.
    if (tail.length > MAX_CELL_XML) throw badRequest(M.readFailure);
  }
}

/**
 * The .xlsx checks made before SheetJS sees the file: every part inflated as a stream with its
 * bytes counted (stopping at `maxUnpackedBytes`, or where a part passes its declared size —
 * declared sizes are never taken for true), each worksheet's rows counted on the way (a sheet
 * of a million rows is refused after reading the first `maxRows`, not parsed whole). What
 * SheetJS then inflates is bounded by what was counted here.
 */
async function checkPackage(filePath: string, limits: SheetLimits): Promise<void> {
  const budget = new UnpackBudget({ bytes: limits.maxUnpackedBytes, message: M.unpacksTooLarge(Math.round(limits.maxUnpackedBytes / (1024 * 1024))) });
  const zip = await openZip(filePath);
  try {
    const entries = await listEntries(zip);
    budget.refuseDeclared(entries);
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      if (WORKSHEET_PART.test(entry.fileName)) await scanWorksheet(budget.read(zip, entry), limits.maxRows);
      else await budget.drain(zip, entry);
    }
  } finally {
    zip.close();
  }
}

/** The first bytes of an OLE2 compound file (MS-CFB), which a password-protected .xlsx is. */
const COMPOUND_FILE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * An .xlsx saved with a password is an encrypted package inside a compound file, not a ZIP: the
 * upload intake would call it a mismatch, so this is asked first to say what it really is. Only
 * a compound file is handed to CFB: given a ZIP, it would inflate every part synchronously.
 */
export async function refuseEncryptedWorkbook(filePath: string): Promise<void> {
  const handle = await fs.promises.open(filePath, 'r');
  const head = Buffer.alloc(COMPOUND_FILE_MAGIC.length);
  try {
    await handle.read(head, 0, head.length, 0);
  } finally {
    await handle.close();
  }
  if (!head.equals(COMPOUND_FILE_MAGIC)) return;
  let encrypted = false;
  try {
    const cfb = compoundFileReader();
    encrypted = cfb.find(cfb.read(await fs.promises.readFile(filePath), { type: 'buffer' }), 'EncryptedPackage') !== null;
  } catch {
    // Not a readable compound file: the intake's content check judges it.
  }
  if (encrypted) throw badRequest(M.passwordProtected);
}

type ParseResult = { rows: (SheetCell[] | null)[] } | { noSheet: true } | { error: 'password' | 'read' };

/** Parses running at once (each a worker thread of up to PARSE_MEMORY_MB): the rest wait their turn. */
const MAX_PARALLEL_PARSES = 2;
const PARSE_MEMORY_MB = 768;
let running = 0;
const waiting: Array<() => void> = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL_PARSES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/**
 * A parse worker kept after its answer, for the next file with the same memory cap: a new worker
 * costs its start and SheetJS's warm-up (loading and compiling the library, its first file run
 * unoptimised), about a third of a 10,000-row upload's CPU. An idle worker is ended after
 * IDLE_WORKER_MS, so a server that reads no spreadsheets holds none; until then it holds its
 * heap (about 170 MB of RSS after a 10,000-row file, most of it garbage it has no reason to collect).
 */
type Parser = { worker: Worker; memoryMb: number; idleTimer?: NodeJS.Timeout };
const IDLE_WORKER_MS = 30_000;
const idleParsers: Parser[] = [];

function takeParser(memoryMb: number): Parser {
  const index = idleParsers.findIndex((p) => p.memoryMb === memoryMb);
  if (index >= 0) {
    const [parser] = idleParsers.splice(index, 1);
    clearTimeout(parser!.idleTimer);
    parser!.worker.ref();
    return parser!;
  }
  const worker = new Worker(new URL('./parse-worker.mjs', import.meta.url), {
    // Plain JavaScript: none of the parent's loaders (tsx under development and tests) is needed.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: memoryMb },
  });
  const parser: Parser = { worker, memoryMb };
  // An idle worker that fails or dies (it should not) leaves the pool; a parse's failure is its parse's to answer.
  worker.on('error', () => undefined);
  worker.on('exit', () => {
    const at = idleParsers.indexOf(parser);
    if (at >= 0) idleParsers.splice(at, 1);
    clearTimeout(parser.idleTimer);
  });
  return parser;
}

function keepIdle(parser: Parser): void {
  // It neither keeps the process alive nor outlives its idle time.
  parser.worker.unref();
  parser.idleTimer = setTimeout(() => void parser.worker.terminate(), IDLE_WORKER_MS).unref();
  idleParsers.push(parser);
}

/**
 * SheetJS's parse, in a worker thread so the event loop keeps answering everyone else, with a
 * memory cap and a deadline: a file that needs more of either is refused and its worker ended.
 * A worker that answered is kept for the next file; one that failed or ran late never is.
 */
function parseInWorker(filePath: string, limits: SheetLimits): Promise<ParseResult> {
  return new Promise((resolve, reject) => {
    const parser = takeParser(limits.parseMemoryMb ?? PARSE_MEMORY_MB);
    const { worker } = parser;
    let settled = false;
    const settle = (outcome: () => void, reusable = false) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (reusable) keepIdle(parser);
      else void worker.terminate();
      outcome();
    };
    const onMessage = (result: ParseResult) => settle(() => resolve(result), true);
    const onError = (error: Error & { code?: string }) =>
      settle(() => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? badRequest(M.tooLargeToRead) : error));
    const onExit = (code: number) => settle(() => reject(new Error(`spreadsheet parse worker exited (${code}) without an answer`)));
    const deadline = setTimeout(() => settle(() => reject(badRequest(M.tooSlowToRead(limits.parseDeadlineMs / 1000)))), limits.parseDeadlineMs);
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage({ filePath, maxRows: limits.maxRows });
  });
}

/**
 * The sheet's rows; any text cell (in any column) breaking the rule of typed text — a control
 * character, or a lone surrogate that an .xls (UTF-16) or an .xlsx character reference can carry —
 * refuses the file, named by cell, before a value can reach the database.
 */
export async function readFirstSheet(filePath: string, format: 'xls' | 'xlsx', limits: SheetLimits): Promise<SheetRow[]> {
  if (format === 'xlsx') await checkPackage(filePath, limits);
  const result = await inTurn(() => parseInWorker(filePath, limits));
  if ('error' in result) throw badRequest(result.error === 'password' ? M.passwordProtected : M.readFailure);
  if ('noSheet' in result) throw badRequest(M.noSheet);
  if (result.rows.length > limits.maxRows) throw badRequest(M.tooManyRows(limits.maxRows));
  const rows: SheetRow[] = [];
  const problems: string[] = [];
  result.rows.forEach((values, r) => {
    if (!values) return;
    values.forEach((value, c) => {
      const problem = typeof value === 'string' ? textProblem(value) : null;
      if (problem && problems.length < MAX_NAMED_CELLS) problems.push(M.cellText(cellReference(r, c), problem));
    });
    rows.push({ line: r + 1, cells: values });
  });
  if (problems.length > 0) throw badRequest(...problems);
  return rows;
}
