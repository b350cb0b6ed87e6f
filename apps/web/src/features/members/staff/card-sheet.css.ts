import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';
import { mono } from '../../../components/print-sheet.css';

// Paper is measured in millimetres and type in points: a card is a bank card (ISO/IEC 7810
// ID-1, 85.6 × 54 mm); ten fit an A4 sheet inside 10 mm margins.
const QR_SIZE = '24mm';

// The paper's grid (the list's reset is the print sheet's).
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 85.6mm)',
  gridAutoRows: '54mm',
  justifyContent: 'center',
  gap: '0 4mm',
});

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr)',
  overflow: 'hidden',
  // Cutting guides, like the copy labels'.
  border: `0.2mm dashed ${vars.color.border}`,
  borderRadius: '3mm',
  color: vars.color.ink,
  breakInside: 'avoid',
});

export const band = style({
  display: 'flex',
  alignItems: 'center',
  gap: '2mm',
  padding: '1.5mm 3mm',
  background: vars.color.brand,
  color: vars.color.onBrand,
  WebkitPrintColorAdjust: 'exact',
  printColorAdjust: 'exact',
});

export const mark = style({ display: 'flex', flexShrink: 0 });

export const names = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: '6pt',
  fontWeight: 600,
  lineHeight: 1.45,
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${QR_SIZE}`,
  alignItems: 'center',
  gap: '2mm',
  padding: '2mm 3mm',
});

export const text = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: '0.8mm' });

export const kind = style({ margin: 0, fontSize: '6pt', color: vars.color.muted });

export const name = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: '11pt',
  fontWeight: 700,
  // Tall enough for Tamil and Sinhala vowel signs above and below, which tighter lines clip.
  lineHeight: 1.5,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const number = style({
  margin: 0,
  fontFamily: mono,
  fontSize: '10pt',
  letterSpacing: '0.06em',
});

export const branch = style({ margin: 0, fontSize: '6.5pt', color: vars.color.muted });

export const qr = style({ display: 'block', width: QR_SIZE, height: QR_SIZE });

// The number as Code 128, under the words, for a desk's USB scanner (the QR is for cameras).
export const barcode = style({
  display: 'block',
  width: '100%',
  height: '7mm',
  objectFit: 'contain',
  objectPosition: 'left center',
});
