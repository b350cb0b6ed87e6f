import bwipjs from 'bwip-js/node';
import { checkIsbn } from './isbn';

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

/**
 * The EAN-13 a book's back cover carries for its ISBN, as SVG, for a copy whose book has none
 * printed (many Tamil and Sinhala books, and older ones): the same code a publisher would have
 * printed, so any scanner or the scanner screen reads the ISBN from the sticker. With the
 * ISBN's digits under the bars and, when its agency ranges are known, "ISBN 978-…" above, as a
 * publisher prints it. Null when `isbn` is not a valid ISBN (then the copy gets no such label).
 */
export function isbnBarcodeSvg(isbn: string): string | null {
  const checked = checkIsbn(isbn);
  if (!checked.ok) return null;
  const common = { height: 14, includetext: true, paddingwidth: 11, paddingheight: 1 };
  return checked.hyphenated
    ? bwipjs.toSVG({ ...common, bcid: 'isbn', text: checked.hyphenated })
    : bwipjs.toSVG({ ...common, bcid: 'ean13', text: checked.isbn13 });
}
