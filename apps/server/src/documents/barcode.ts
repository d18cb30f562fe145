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
