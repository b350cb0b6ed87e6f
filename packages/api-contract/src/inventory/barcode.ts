import bwipjs from 'bwip-js/node';

/**
 * A Code 128 barcode of `text` as SVG (vector: it prints sharp at any size), for the desks'
 * USB scanners, which read Code 128 and not QR. Ten modules of quiet zone each side, which a
 * scanner needs to find where the code starts; no human-readable line, since the label and
 * the card print the text themselves, in their own type.
 */
export function code128Svg(text: string): string {
  return bwipjs.toSVG({
    bcid: 'code128',
    text,
    height: 8,
    includetext: false,
    paddingwidth: 10,
  });
}
