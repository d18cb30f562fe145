import { normalizeNpwp, nsfpDigits, parseDjpValidationUrl, type FakturFacts } from '@faktura/domain';

/**
 * Facts from a faktur's text lines (as the DJP prints e-Faktur and Coretax faktur: labelled
 * "Kode dan Nomor Seri Faktur Pajak", "Pengusaha Kena Pajak" then "Pembeli …" with Nama and
 * NPWP each, "Dasar Pengenaan Pajak", "Jumlah PPN …", and the place and date above the
 * signature) and its QR code's text. What is not found stays null.
 */
export function factsFromFaktur(lines: readonly string[], qr: string | null): FakturFacts {
  const fromQr = parseDjpValidationUrl(qr);
  const buyerStart = lines.findIndex((l) => /pembeli|penerima jasa/i.test(l));
  const sellerStart = lines.findIndex((l) => /pengusaha kena pajak/i.test(l));
  const seller = lines.slice(Math.max(0, sellerStart), buyerStart >= 0 ? buyerStart : lines.length);
  const buyer = buyerStart >= 0 ? lines.slice(buyerStart) : [];
  return {
    qrUrl: qr,
    qrSellerNpwp: fromQr?.sellerNpwp ?? null,
    qrNsfp: fromQr?.nsfp ?? null,
    nsfp: firstMatch(lines, /nomor seri faktur pajak\s*:?\s*([0-9][0-9.\- ]{14,30})/i, nsfpDigits),
    sellerNpwp: firstMatch(seller, /\bNPWP\s*:?\s*([0-9][0-9.\- ]{13,25})/i, normalizeNpwp),
    sellerName: firstMatch(seller, /^nama\s*:\s*(.{1,200})$/i, cleanName),
    buyerNpwp: firstMatch(buyer, /\bNPWP\s*:?\s*([0-9][0-9.\- ]{13,25})/i, normalizeNpwp),
    buyerName: firstMatch(buyer, /^nama\s*:\s*(.{1,200})$/i, cleanName),
    date: dateOf(lines),
    dpp: lastMatch(lines, /dasar pengenaan pajak\s*:?\s*(?:rp\.?\s*)?([0-9][0-9.,]*)\s*$/i, amountOf),
    ppn: lastMatch(lines, /^(?:jumlah|total)\s+ppn\b.*?(?:rp\.?\s*)?([0-9][0-9.,]*)\s*$/i, amountOf),
  };
}

function firstMatch(lines: readonly string[], pattern: RegExp, convert: (value: string) => string | null): string | null {
  for (const line of lines) {
    const match = pattern.exec(line);
    const value = match ? convert(match[1]!.trim()) : null;
    if (value) return value;
  }
  return null;
}

function lastMatch(lines: readonly string[], pattern: RegExp, convert: (value: string) => string | null): string | null {
  return firstMatch([...lines].reverse(), pattern, convert);
}

function cleanName(value: string): string | null {
  const name = value.replace(/\s+/g, ' ').trim();
  return name ? name : null;
}

/**
 * An amount as printed: Indonesian 1.000.000,00 (dot thousands, comma decimals) or English
 * 1,000,000.00; a separator followed by exactly three digits is a thousands separator.
 */
export function amountOf(printed: string): string | null {
  const text = printed.replace(/[.,]+$/, '');
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const decimal = /[.,](\d{1,2})$/.exec(text);
  const whole = (decimal ? text.slice(0, -decimal[0].length) : text).replace(/[.,](?=\d{3}(?:[.,]|$))/g, '');
  if (!/^\d{1,15}$/.test(whole)) return null;
  return `${BigInt(whole).toString()}.${(decimal?.[1] ?? '').padEnd(2, '0')}`;
}

const MONTHS: Record<string, number> = {
  januari: 1,
  january: 1,
  jan: 1,
  februari: 2,
  february: 2,
  feb: 2,
  maret: 3,
  march: 3,
  mar: 3,
  april: 4,
  apr: 4,
  mei: 5,
  may: 5,
  juni: 6,
  june: 6,
  jun: 6,
  juli: 7,
  july: 7,
  jul: 7,
  agustus: 8,
  august: 8,
  agu: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  oktober: 10,
  october: 10,
  okt: 10,
  oct: 10,
  november: 11,
  nov: 11,
  desember: 12,
  december: 12,
  des: 12,
  dec: 12,
};

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 2000 || year > 2100 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function dateIn(line: string): string | null {
  const numeric = /\b(\d{1,2})[/-](\d{1,2})[/-](\d{4})\b/.exec(line);
  if (numeric) return isoOf(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(line);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const named = /\b(\d{1,2})\s+([a-z]{3,9})\.?\s+(\d{4})\b/i.exec(line);
  const month = named ? MONTHS[named[2]!.toLowerCase()] : undefined;
  return named && month ? isoOf(Number(named[3]), month, Number(named[1])) : null;
}

/** The faktur date: a line labelled Tanggal first, else the last date printed (the place and date above the signature). */
function dateOf(lines: readonly string[]): string | null {
  const labelled = lines.find((l) => /tanggal/i.test(l) && dateIn(l));
  if (labelled) return dateIn(labelled);
  for (const line of [...lines].reverse()) {
    const date = dateIn(line);
    if (date) return date;
  }
  return null;
}
