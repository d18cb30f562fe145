// Reads a tax invoice PDF in a worker thread: pdf.js parses and renders synchronously for long
// stretches and a hostile file can ask for a lot of memory, so the request thread never does it.
// The parent caps this worker's memory and ends it at a deadline. Plain JavaScript, so that the
// worker needs no TypeScript loader (tsx, vitest).
// Input (workerData): { bytes: Uint8Array, maxPages, maxPixels, maxPageSide }.
// Output (one message): { pages: [{ lines: string[] }], qr: string | null, qrPages: number }
// or { failure: 'encrypted' | 'unreadable' | 'pageTooLarge' }.
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import jsQR from 'jsqr';

/** Text items grouped into lines by their baseline (pdf.js gives positioned fragments). */
function linesOf(items) {
  const rows = new Map();
  for (const item of items) {
    if (typeof item.str !== 'string' || !item.str.trim()) continue;
    const y = Math.round(item.transform[5]);
    const x = item.transform[4];
    // Fragments within 2 points of each other's baseline are one line.
    let key = [...rows.keys()].find((k) => Math.abs(k - y) <= 2);
    if (key === undefined) {
      key = y;
      rows.set(key, []);
    }
    rows.get(key).push({ x, str: item.str });
  }
  return [...rows.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([, parts]) =>
      parts
        .sort((a, b) => a.x - b.x)
        .map((p) => p.str)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
}

async function read({ bytes, maxPages, maxPixels, maxPageSide }) {
  let pdf;
  try {
    pdf = await getDocument({
      data: bytes,
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    return { failure: error && error.name === 'PasswordException' ? 'encrypted' : 'unreadable' };
  }
  const pageCount = pdf.numPages;
  const pages = [];
  let qr = null;
  const count = Math.min(pdf.numPages, maxPages);
  for (let n = 1; n <= count; n++) {
    const page = await pdf.getPage(n);
    const base = page.getViewport({ scale: 1 });
    if (base.width > maxPageSide || base.height > maxPageSide) return { failure: 'pageTooLarge' };
    const content = await page.getTextContent();
    pages.push({ lines: linesOf(content.items) });
    if (qr !== null) continue;
    // Scale 2 (144 dpi) reads a printed QR well; a bigger page is drawn smaller to stay under the pixel cap.
    const scale = Math.min(2, Math.sqrt(maxPixels / (base.width * base.height)));
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));
    const { canvas, context } = pdf.canvasFactory.create(width, height);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    await page.render({ canvasContext: context, viewport, canvas }).promise;
    const image = context.getImageData(0, 0, width, height);
    const code = jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), width, height, { inversionAttempts: 'dontInvert' });
    if (code && typeof code.data === 'string' && code.data) qr = code.data.slice(0, 2000);
    pdf.canvasFactory.destroy({ canvas, context });
  }
  await pdf.destroy();
  return { pages, qr, pageCount };
}

read(workerData).then(
  (result) => parentPort.postMessage(result),
  () => parentPort.postMessage({ failure: 'unreadable' }),
);
