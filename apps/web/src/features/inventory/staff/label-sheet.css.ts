import { vars } from '@app/ui';
import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { mono } from '../../../components/print-sheet.css';

// Paper is measured in millimetres and type in points: these sizes are the labels' physical
// geometry (label-stock.ts places them on the paper), so they are not on the screen's 8px grid.
const qrSize = createVar();

// The paper's grid; its tracks and gaps come from the label stock (the list's reset is the
// print sheet's).
export const grid = style({ display: 'grid' });

// A name band across the top, the QR code beside the book's own lines, and the Code 128
// strip across the foot.
export const label = style({
  vars: { [qrSize]: '18mm' },
  display: 'grid',
  gridTemplateColumns: `${qrSize} minmax(0, 1fr)`,
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: '2mm',
  rowGap: '1mm',
  padding: '2mm',
  minHeight: 0,
  overflow: 'hidden',
  color: vars.color.ink,
  breakInside: 'avoid',
});

// Plain paper: lines to cut along, faint enough not to distract once the labels are cut.
export const cutGuides = style({ border: `0.2mm dashed ${vars.color.border}` });

// A label under 30 mm tall (no name band): a smaller QR code, so the barcode keeps its height.
export const compact = style({
  vars: { [qrSize]: '13mm' },
  gridTemplateRows: 'minmax(0, 1fr) auto',
  padding: '1.5mm 2mm',
});

// The ISBN sticker: the title in one line over the EAN-13, which keeps its own proportions
// (its digits are part of the drawing) and never shrinks below a scanner's reach.
export const isbnLabel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1mm',
  padding: '2mm',
  minHeight: 0,
  overflow: 'hidden',
  color: vars.color.ink,
  breakInside: 'avoid',
});

export const isbnTitle = style({
  margin: 0,
  maxWidth: '100%',
  fontSize: '6.5pt',
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const isbnBarcode = style({
  display: 'block',
  width: '38mm',
  maxWidth: '100%',
  minHeight: 0,
  flex: '0 1 auto',
  objectFit: 'contain',
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

export const qr = style({ display: 'block', width: qrSize, height: qrSize });

export const qrSkeleton = style({
  gridColumn: '1 / -1',
  width: fallbackVar(qrSize, '18mm'),
  height: fallbackVar(qrSize, '18mm'),
});

export const noQr = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: qrSize,
  height: qrSize,
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

// The spine label: the call number centred in bold monospace (digits and points line up from
// label to label along a shelf), the copy's code small at the foot.
export const spineLabel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '1.5mm',
  minHeight: 0,
  overflow: 'hidden',
  color: vars.color.ink,
  breakInside: 'avoid',
});

export const spineNumber = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  fontFamily: mono,
  fontSize: '8.5pt',
  fontWeight: 700,
  // Tall enough for Tamil and Sinhala call numbers' vowel signs.
  lineHeight: 1.25,
});

export const spineLine = style({ whiteSpace: 'nowrap' });

export const spineCode = style({
  margin: 0,
  fontFamily: mono,
  fontSize: '5pt',
  color: vars.color.muted,
  whiteSpace: 'nowrap',
});
