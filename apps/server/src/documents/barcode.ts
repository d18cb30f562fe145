import bwipjs from 'bwip-js/node';

/** Code 128 PNG of `text` (bwip-js). `withText` prints the human-readable line under the bars. */
export function code128Png(text: string, withText = false): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: withText ? 12 : 9,
    includetext: withText,
    textxalign: 'center',
    textsize: 9,
    paddingwidth: 0,
    paddingheight: 0,
  });
}

/** Pixel size of a PNG, from its IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Size of `png` scaled to fit in a box, keeping its aspect ratio (what pdfkit's `fit` does). */
export function fitSize(png: Buffer, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const { width, height } = pngSize(png);
  const scale = Math.min(maxWidth / width, maxHeight / height);
  return { width: width * scale, height: height * scale };
}
