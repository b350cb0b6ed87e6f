import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';
import { mono } from '../../../components/print-sheet.css';

// Paper is measured in millimetres and type in points: these sizes are the sheet's physical
// geometry (A4, 10 mm margins, 3 × 8 labels), so they are not on the screen's 8px grid.
const QR_SIZE = '18mm';

// The paper's grid (the list's reset is the print sheet's).
export const grid = style({
  height: '100%',
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gridTemplateRows: 'repeat(8, minmax(0, 1fr))',
});

// A name band across the top, the QR code beside the book's own lines, and the Code 128
// strip across the foot.
export const label = style({
  display: 'grid',
  gridTemplateColumns: `${QR_SIZE} minmax(0, 1fr)`,
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: '2mm',
  rowGap: '1mm',
  padding: '2mm',
  minHeight: 0,
  overflow: 'hidden',
  // Cutting guides; faint enough not to distract once the labels are cut.
  border: `0.2mm dashed ${vars.color.border}`,
  color: vars.color.ink,
  breakInside: 'avoid',
});

export const library = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '1.5mm',
  paddingBottom: '0.6mm',
  borderBottom: `0.2mm solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontSize: '5.5pt',
  fontWeight: 600,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
});

export const mark = style({ display: 'flex', flexShrink: 0 });

export const qr = style({ display: 'block', width: QR_SIZE, height: QR_SIZE });

export const qrSkeleton = style({ gridColumn: '1 / -1', width: QR_SIZE, height: QR_SIZE });

export const noQr = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: QR_SIZE,
  height: QR_SIZE,
  border: `0.3mm solid ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: '6pt',
  textAlign: 'center',
});

export const text = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.6mm',
});

export const bookTitle = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: '8pt',
  fontWeight: 700,
  // Tall enough for Tamil and Sinhala vowel signs, which a tighter clamp would clip.
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const author = style({
  margin: 0,
  fontSize: '6.5pt',
  lineHeight: 1.3,
  color: vars.color.muted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const sku = style({
  margin: 0,
  fontFamily: mono,
  fontSize: '6.5pt',
  lineHeight: 1.3,
  letterSpacing: '0.02em',
  overflowWrap: 'anywhere',
});

// The Code 128 strip across the label's width, so that even a long code keeps its narrowest
// bar near 0.3 mm (office laser printers and desk scanners both manage that); its quiet zones
// are inside the drawing.
export const barcode = style({
  gridColumn: '1 / -1',
  display: 'block',
  width: '100%',
  height: '6mm',
  objectFit: 'contain',
  objectPosition: 'left center',
});
