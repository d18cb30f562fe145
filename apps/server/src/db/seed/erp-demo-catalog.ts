/**
 * Fixed catalogues and deterministic helpers for the reference ERP demo data (erp-demo.ts).
 * Nothing here reads the clock or Math.random: the same code always yields the same rows.
 */

/** Every demo date is relative to this day. */
export const BASE_DATE = '2026-11-01';

export function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The day `n` days before BASE_DATE. */
export const daysAgo = (n: number) => addDays(BASE_DATE, -n);
export const minDate = (a: string, b: string) => (a < b ? a : b);

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** MMMYYYY period of the spec ("OCT2026"). */
export const periodOf = (isoDay: string) => `${MONTHS[Number(isoDay.slice(5, 7)) - 1]}${isoDay.slice(0, 4)}`;

/** mulberry32: a small seeded PRNG. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    digits: (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join(''),
  };
}
export type Random = ReturnType<typeof createRandom>;

export const INSTANCES = [
  { code: 'AAM', name: 'PT Agro Astra Mandiri — Oracle E-Business Suite R12' },
  { code: 'COMET', name: 'PT Comet Energi Nusantara — Oracle E-Business Suite R12' },
];

export const ORGANIZATIONS = [
  { instance: 'AAM', orgId: 81, name: 'PT Agro Astra Mandiri - Kalimantan Estate', shortCode: 'AAM-KAL', logoPath: null },
  { instance: 'AAM', orgId: 82, name: 'PT Agro Astra Mandiri - Head Office', shortCode: 'AAM-HO', logoPath: null },
  { instance: 'AAM', orgId: 83, name: 'PT Agro Astra Mandiri - Sumatera Estate', shortCode: 'AAM-SUM', logoPath: null },
  { instance: 'COMET', orgId: 201, name: 'PT Comet Energi Nusantara - Jakarta', shortCode: 'CEN-JKT', logoPath: null },
  { instance: 'COMET', orgId: 202, name: 'PT Comet Energi Nusantara - Balikpapan', shortCode: 'CEN-BPN', logoPath: null },
];

export const PAYMENT_METHODS = [
  { code: 'CHECK', name: 'Check' },
  { code: 'EFT', name: 'Electronic Funds Transfer' },
  { code: 'WIRE', name: 'Wire Transfer' },
];

export const TERMS = [
  { termId: 10, name: 'Immediate', dueDays: 0 },
  { termId: 11, name: 'Net 30', dueDays: 30 },
  { termId: 12, name: 'Net 45', dueDays: 45 },
  { termId: 13, name: 'Net 60', dueDays: 60 },
];

export const CURRENCIES = [
  { code: 'IDR', name: 'Indonesian Rupiah' },
  { code: 'USD', name: 'US Dollar' },
  { code: 'SGD', name: 'Singapore Dollar' },
  { code: 'EUR', name: 'Euro' },
];

type TaxSeed = {
  kind: 'VAT' | 'WHT' | 'PPH';
  code: string;
  rate: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
};
const WITHHOLDING: Array<Omit<TaxSeed, 'kind'>> = [
  { code: 'PPh 23 2%', rate: '2', description: 'PPh Pasal 23 - jasa dan sewa (2%)', startDate: null, endDate: null },
  { code: 'PPh 23 4%', rate: '4', description: 'PPh Pasal 23 - penerima tanpa NPWP (4%)', startDate: null, endDate: null },
  {
    code: 'PPh 4(2) 10%',
    rate: '10',
    description: 'PPh Pasal 4 ayat 2 - sewa tanah dan bangunan (10%)',
    startDate: null,
    endDate: null,
  },
  { code: 'PPh 21 5%', rate: '5', description: 'PPh Pasal 21 - bukan pegawai (5%)', startDate: null, endDate: null },
  {
    code: 'PPh 15 1.2%',
    rate: '1.2',
    description: 'PPh Pasal 15 - pelayaran dan penerbangan (1.2%)',
    startDate: null,
    endDate: null,
  },
];
export const TAX_CODES: TaxSeed[] = [
  { kind: 'VAT', code: 'PPN 10%', rate: '10', description: 'PPN 10% (until March 2022)', startDate: null, endDate: '2022-03-31' },
  {
    kind: 'VAT',
    code: 'PPN 11%',
    rate: '11',
    description: 'PPN 11% (April 2022 - December 2024)',
    startDate: '2022-04-01',
    endDate: '2024-12-31',
  },
  {
    kind: 'VAT',
    code: 'PPN 12%',
    rate: '12',
    description: 'PPN 12% (from January 2025)',
    startDate: '2025-01-01',
    endDate: null,
  },
  { kind: 'VAT', code: 'PPN 0%', rate: '0', description: 'PPN 0% - exempt / not collected', startDate: null, endDate: null },
  {
    kind: 'VAT',
    code: 'PPN 1.1%',
    rate: '1.1',
    description: 'PPN 1.1% - deemed rate (besaran tertentu)',
    startDate: null,
    endDate: null,
  },
  ...WITHHOLDING.map((w) => ({ ...w, kind: 'WHT' as const })),
  ...WITHHOLDING.map((w) => ({ ...w, kind: 'PPH' as const })),
];
/** Rate (percent) of each VAT code used on PO lines. */
export const VAT_RATE: Record<string, string> = { 'PPN 12%': '12', 'PPN 11%': '11', 'PPN 0%': '0', 'PPN 1.1%': '1.1' };

export const COST_CENTERS = [
  { code: 'ITC', name: 'IT Corporate' },
  { code: 'ITD', name: 'IT Development' },
  { code: 'ITF', name: 'IT Facilities & Infrastructure' },
  { code: 'FIN', name: 'Finance & Accounting' },
  { code: 'HRD', name: 'Human Resources' },
  { code: 'GAF', name: 'General Affairs' },
  { code: 'OPS', name: 'Estate Operations' },
  { code: 'LOG', name: 'Logistics' },
];

export const NATURAL_ACCOUNTS = [
  { code: '510101', name: 'Pupuk dan Bahan Kimia' },
  { code: '510201', name: 'Suku Cadang Kendaraan dan Alat Berat' },
  { code: '610101', name: 'Biaya Perjalanan Dinas' },
  { code: '610102', name: 'Biaya Akomodasi dan Hotel' },
  { code: '610201', name: 'Biaya Alat Tulis Kantor' },
  { code: '610301', name: 'Biaya Pemeliharaan Perangkat IT' },
  { code: '610302', name: 'Biaya Lisensi dan Langganan Software' },
  { code: '610401', name: 'Biaya Sewa Kendaraan' },
  { code: '610501', name: 'Biaya Jasa Ekspedisi' },
  { code: '610601', name: 'Biaya Jasa Profesional' },
  { code: '620101', name: 'Biaya Listrik, Air dan Telepon' },
  { code: '150101', name: 'Aset Tetap - Peralatan Komputer' },
];

export const PAY_GROUPS = [
  { code: 'VENDOR', name: 'Trade Vendors' },
  { code: 'EMPLOYEE', name: 'Employee Reimbursement' },
  { code: 'TRANSPORT', name: 'Transport and Freight' },
  { code: 'INTERCOMPANY', name: 'Intercompany' },
  { code: 'CONTRACTOR', name: 'Contractors and Services' },
];

export type Category = 'SPARE' | 'FERT' | 'OFFICE' | 'IT';
export type ItemSeed = { code: string; description: string; uom: string; price: number; category: Category };
export const ITEMS: ItemSeed[] = [
  { code: 'SP-FLT-0101', description: 'Filter Oli Hino Ranger FM260', uom: 'PCS', price: 185000, category: 'SPARE' },
  { code: 'SP-FLT-0102', description: 'Filter Solar Komatsu PC200-8', uom: 'PCS', price: 265000, category: 'SPARE' },
  { code: 'SP-BRG-0201', description: 'Bearing SKF 6205-2RS', uom: 'PCS', price: 78500, category: 'SPARE' },
  { code: 'SP-BLT-0301', description: 'V-Belt Mitsuboshi B-52', uom: 'PCS', price: 96000, category: 'SPARE' },
  { code: 'SP-TYR-0401', description: 'Ban Luar Bridgestone 10.00-20 16PR', uom: 'PCS', price: 4350000, category: 'SPARE' },
  { code: 'SP-OIL-0501', description: 'Oli Mesin Shell Rimula R4 15W-40', uom: 'LTR', price: 62500, category: 'SPARE' },
  { code: 'SP-HYD-0502', description: 'Oli Hidrolik Pertamina Turalik 68', uom: 'LTR', price: 41750, category: 'SPARE' },
  { code: 'SP-KIT-0601', description: 'Seal Kit Cylinder Bucket Excavator', uom: 'SET', price: 1875000, category: 'SPARE' },
  { code: 'SP-BAT-0701', description: 'Aki GS Astra NS70 12V 65Ah', uom: 'PCS', price: 1290000, category: 'SPARE' },
  { code: 'SP-CHN-0801', description: 'Rantai Chainsaw Stihl 3/8"', uom: 'PCS', price: 345000, category: 'SPARE' },
  { code: 'FT-URE-1001', description: 'Pupuk Urea Granul 46% N', uom: 'KG', price: 7250.5, category: 'FERT' },
  { code: 'FT-NPK-1002', description: 'Pupuk NPK Mutiara 16-16-16', uom: 'KG', price: 14850, category: 'FERT' },
  { code: 'FT-KCL-1003', description: 'Pupuk KCl (MOP) 60% K2O', uom: 'KG', price: 11200.25, category: 'FERT' },
  { code: 'FT-DOL-1004', description: 'Kapur Pertanian Dolomit', uom: 'KG', price: 1150, category: 'FERT' },
  { code: 'FT-RP-1005', description: 'Rock Phosphate 28% P2O5', uom: 'KG', price: 3975.75, category: 'FERT' },
  { code: 'FT-HRB-1006', description: 'Herbisida Glifosat 480 SL', uom: 'LTR', price: 68500, category: 'FERT' },
  { code: 'FT-BOR-1007', description: 'Pupuk Borate (HGFB)', uom: 'KG', price: 18900, category: 'FERT' },
  { code: 'OF-PPR-2001', description: 'Kertas HVS A4 80gr Sinar Dunia', uom: 'BOX', price: 245000, category: 'OFFICE' },
  { code: 'OF-MAP-2002', description: 'Map Ordner Bantex Folio', uom: 'PCS', price: 38500, category: 'OFFICE' },
  { code: 'OF-INK-2003', description: 'Tinta Printer Epson 664 Black', uom: 'PCS', price: 92000, category: 'OFFICE' },
  { code: 'OF-PEN-2004', description: 'Pulpen Standard AE7 Hitam', uom: 'BOX', price: 27500, category: 'OFFICE' },
  { code: 'OF-STP-2005', description: 'Stapler Max HD-10 dan Isi', uom: 'SET', price: 42000, category: 'OFFICE' },
  { code: 'OF-ENV-2006', description: 'Amplop Coklat Kabinet Berlogo', uom: 'BOX', price: 118000, category: 'OFFICE' },
  { code: 'OF-CHR-2007', description: 'Kursi Kerja Ergonomis Chitose', uom: 'PCS', price: 1650000, category: 'OFFICE' },
  {
    code: 'IT-LTP-3001',
    description: 'Laptop Lenovo ThinkPad E14 Gen 5 i5/16GB/512GB',
    uom: 'PCS',
    price: 14250000,
    category: 'IT',
  },
  { code: 'IT-MON-3002', description: 'Monitor Dell P2422H 24 inch', uom: 'PCS', price: 3150000, category: 'IT' },
  { code: 'IT-TNR-3003', description: 'Toner HP 85A CE285A', uom: 'PCS', price: 985000, category: 'IT' },
  { code: 'IT-SWT-3004', description: 'Switch Cisco CBS350-24T-4G', uom: 'PCS', price: 7650000, category: 'IT' },
  { code: 'IT-UPS-3005', description: 'UPS APC Back-UPS 1200VA', uom: 'SET', price: 2275000, category: 'IT' },
  { code: 'IT-CBL-3006', description: 'Kabel UTP Cat6 Belden 305m', uom: 'BOX', price: 3480000, category: 'IT' },
  { code: 'IT-KBM-3007', description: 'Keyboard dan Mouse Logitech MK270', uom: 'SET', price: 315000, category: 'IT' },
  { code: 'IT-SSD-3008', description: 'SSD Samsung 870 EVO 1TB', uom: 'PCS', price: 1395000, category: 'IT' },
];

/** Other suppliers: AAM 3007+ and COMET 7002+ draw from this list. */
export const OTHER_SUPPLIERS = [
  'PT Sumber Makmur Sentosa',
  'CV Karya Teknik Mandiri',
  'PT Mitra Agro Lestari',
  'PT Pupuk Nusantara Jaya',
  'PT Tunas Baru Elektrindo',
  'CV Sejahtera Abadi',
  'PT Global Solusi Informatika',
  'PT Cahaya Kertas Indonesia',
  'PT Bintang Timur Sparepart',
  'PT Prima Alat Berat',
  'CV Usaha Tani Makmur',
  'PT Andalas Kimia Utama',
  'PT Borneo Logistik Perkasa',
  'PT Citra Office Supplies',
  'PT Delta Komputindo',
  'CV Berkah Jaya Motor',
  'PT Eka Sarana Teknik',
  'PT Fajar Benih Unggul',
  'PT Garuda Bearindo',
  'PT Harapan Ban Indonesia',
  'PT Indo Pelumas Perkasa',
  'CV Jaya Makmur Elektrik',
  'PT Karunia Safety Equipment',
  'PT Lestari Hijau Agrindo',
  'PT Mega Pompa Indonesia',
  'CV Nusa Indah Catering',
  'PT Omega Network Solusindo',
  'PT Pratama Bangun Persada',
  'PT Rajawali Security Services',
  'PT Samudra Kemasan',
  'PT Tirta Air Mandiri',
  'CV Utama Printing',
  'PT Vista Medika Farma',
  'PT Wahana Genset Prima',
];

export const BANKS = ['BCA', 'Bank Mandiri', 'BNI', 'BRI', 'CIMB Niaga', 'Bank Permata', 'Bank Danamon'];
export const CITIES = ['Jakarta', 'Surabaya', 'Medan', 'Bandung', 'Pekanbaru', 'Samarinda', 'Balikpapan', 'Palembang', 'Makassar', 'Semarang'];
export const STREETS = [
  'Jl. Gatot Subroto',
  'Jl. Sudirman',
  'Jl. Ahmad Yani',
  'Jl. Diponegoro',
  'Jl. Pemuda',
  'Jl. Gajah Mada',
  'Jl. Hayam Wuruk',
  'Jl. Imam Bonjol',
];

export const FREIGHT_BRANCHES = [
  { branchOrgId: 8201, name: 'Jakarta' },
  { branchOrgId: 8202, name: 'Surabaya' },
  { branchOrgId: 8203, name: 'Medan' },
  { branchOrgId: 8204, name: 'Makassar' },
];
export const FREIGHT_CUSTOMERS = [
  'PT Agro Astra Mandiri - Kebun Sei Rampah',
  'PT Agro Astra Mandiri - Kebun Tanjung Selamat',
  'PT Agro Astra Mandiri - Pabrik Kelapa Sawit Muara Wahau',
  'PT Agro Astra Mandiri - Gudang Cikarang',
  'PT Agro Astra Mandiri - Kebun Pangkalan Bun',
  'PT Agro Astra Mandiri - Kantor Regional Makassar',
];
/** Company rate per KG by service; per COLLY it is ten times that. */
export const FREIGHT_SERVICES = [
  { service: 'REGULER', ratePerKg: 12000 },
  { service: 'EXPRESS', ratePerKg: 18500 },
  { service: 'CARGO UDARA', ratePerKg: 27500 },
  { service: 'CARGO LAUT', ratePerKg: 6500 },
];

export const GUESTS = [
  'Budi Santoso',
  'Siti Rahmawati',
  'Agus Setiawan',
  'Dewi Lestari',
  'Rudi Hartono',
  'Rina Wulandari',
  'Hendra Gunawan',
  'Maya Sari',
  'Andi Pratama',
  'Nurul Hidayah',
  'Fajar Nugroho',
  'Indah Permatasari',
];

/** Initials used in invoice and debit note numbers: "PT Sinar Jaya Abadi" → "SJA". */
export function initials(name: string): string {
  return name
    .replace(/^(PT|CV)\s+/, '')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 4);
}
