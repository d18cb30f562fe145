import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-pdf-'));
let counter = 0;

/** Writes the PDF to a temp file and returns its path. */
export function writeTemp(pdf: Buffer, name = 'doc'): string {
  const file = path.join(dir, `${name}-${++counter}.pdf`);
  fs.writeFileSync(file, pdf);
  return file;
}

/** `pdftotext -layout`; pages are separated by form feeds. */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

export function pdfPages(file: string): string[] {
  return pdfText(file)
    .split('\f')
    .filter((p) => p.trim() !== '');
}

export function pageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

/** Images of `pdfimages -list` (page, pixel width and height), without their alpha masks. */
export function pdfImages(file: string): Array<{ page: number; width: number; height: number }> {
  const out = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
  return out
    .split('\n')
    .slice(2)
    .filter((l) => l.trim())
    .map((l) => l.trim().split(/\s+/))
    .filter((c) => c[2] === 'image')
    .map((c) => ({ page: Number(c[0]), width: Number(c[3]), height: Number(c[4]) }));
}

/** Words with their boxes from `pdftotext -bbox` (first page only). */
export function wordBoxes(file: string): Array<{ word: string; xMin: number; yMin: number; xMax: number }> {
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    word: m[4]!,
  }));
}

/** Renders page 1 to PNG at 60 dpi (`pdftoppm -png -r 60`) and returns the PNG path. */
export function firstPagePng(file: string, outBase: string): string {
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, outBase]);
  return `${outBase}.png`;
}

/** Collapses runs of spaces so assertions don't depend on column layout. */
export function squash(text: string): string {
  return text.replace(/[ \t]+/g, ' ');
}
