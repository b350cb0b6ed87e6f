import { media, sprinkles, vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// The form wraps header, body and footer, so it must pass the dialog's column layout through.
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flex: '1 1 auto',
});

export const intro = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.muted });

export const evidence = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const thumb = style({
  display: 'block',
  width: '72px',
  height: '96px',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const ocrDetails = style({});
globalStyle(`${ocrDetails} > summary`, { cursor: 'pointer', fontWeight: 600 });

export const ocr = style({
  margin: `${vars.space.xs} 0 0`,
  maxHeight: '10rem',
  overflow: 'auto',
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const fieldset = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({
  marginBottom: vars.space.sm,
  padding: 0,
  fontWeight: 700,
  color: vars.color.brand,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.small]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const wide = style({ gridColumn: '1 / -1' });

/** A labelled text area across the grid, laid out like the kit's TextField. */
export const multiline = style([
  wide,
  { display: 'flex', flexDirection: 'column', gap: vars.space.xxs },
]);

export const notes = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  gap: 'xxs',
  marginTop: 'md',
});

// Matches the kit's TextField input, which has no multi-line sibling yet.
export const textarea = style({
  minHeight: '96px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  lineHeight: vars.lineHeight.body,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  resize: 'vertical',
  selectors: { '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script } },
});

export const hint = style({ color: vars.color.muted, fontSize: vars.fontSize.xs });
