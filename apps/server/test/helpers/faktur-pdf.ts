import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** What a test faktur says: in its QR (a DJP-style validation URL) and in its text. */
export type FakturFixture = {
  nsfp: string;
  date: string; // printed as dd/MM/yyyy
  sellerNpwp: string;
  sellerName: string;
  buyerNpwp: string;
  buyerName: string;
  dpp: string; // Indonesian print, e.g. 1.000.000,00
  ppn: string;
  /** The QR's own seller NPWP and number (default: as printed). */
  qrSellerNpwp?: string;
  qrNsfp?: string;
  /** false: no QR at all. */
  qr?: boolean;
  /** false: nothing but the QR image (a scan). */
  text?: boolean;
  /** Page size in points (default A4). */
  size?: [number, number];
  pages?: number;
};

export const GENUINE: Omit<FakturFixture, 'sellerNpwp' | 'buyerNpwp'> = {
  nsfp: '04002500000000123',
  date: '15/01/2026',
  sellerName: 'PT PEMASOK CONTOH',
  buyerName: 'PT PEMBELI CONTOH',
  dpp: '1.000.000,00',
  ppn: '110.000,00',
};

/** The validation URL as e-Faktur QR codes carry it: host, seller NPWP, faktur number, a signature. */
export function djpUrl(sellerNpwp: string, nsfp: string): string {
  return `http://svc.efaktur.pajak.go.id/validasi/faktur/${sellerNpwp}/${nsfp}/3031300D06092A864886F70D010101050004`;
}

/** A tax invoice PDF laid out like the DJP's print: number, seller, buyer, totals, the QR at the bottom. */
export async function fakturPdf(f: FakturFixture): Promise<Buffer> {
  const size = f.size ?? [595.28, 841.89];
  const doc = new PDFDocument({ size, margin: 40, info: { Title: 'Faktur Pajak' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  if (f.text !== false) {
    doc.fontSize(14).text('Faktur Pajak', { align: 'center' });
    doc.fontSize(10).moveDown();
    doc.text(`Kode dan Nomor Seri Faktur Pajak : ${f.nsfp}`);
    doc.moveDown().text('Pengusaha Kena Pajak');
    doc.text(`Nama : ${f.sellerName}`);
    doc.text('Alamat : JL. CONTOH NO. 1, JAKARTA');
    doc.text(`NPWP : ${f.sellerNpwp}`);
    doc.moveDown().text('Pembeli Barang Kena Pajak / Penerima Jasa Kena Pajak');
    doc.text(`Nama : ${f.buyerName}`);
    doc.text('Alamat : JL. PEMBELI NO. 2, JAKARTA');
    doc.text(`NPWP : ${f.buyerNpwp}`);
    doc.moveDown().text('No. Nama Barang Kena Pajak / Jasa Kena Pajak Harga Jual');
    doc.text(`1 Jasa konsultasi ${f.dpp}`);
    doc.moveDown().text(`Dasar Pengenaan Pajak ${f.dpp}`);
    doc.text(`Jumlah PPN (Pajak Pertambahan Nilai) ${f.ppn}`);
    doc.text('Jumlah PPnBM (Pajak Penjualan atas Barang Mewah) 0,00');
    doc.moveDown().text(`JAKARTA, ${f.date}`);
  }
  if (f.qr !== false) {
    const png = await QRCode.toBuffer(djpUrl(f.qrSellerNpwp ?? f.sellerNpwp.replace(/\D/g, ''), f.qrNsfp ?? f.nsfp.replace(/\D/g, '')), {
      errorCorrectionLevel: 'M',
      margin: 2,
      scale: 4,
    });
    doc.image(png, 40, Math.min(size[1] - 160, 600), { width: 100 });
  }
  for (let p = 1; p < (f.pages ?? 1); p++) doc.addPage().text(`Lampiran ${p}`);
  doc.end();
  return done;
}
