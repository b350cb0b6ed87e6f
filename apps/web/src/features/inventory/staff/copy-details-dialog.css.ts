import { media, sprinkles, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

const mono = "'Noto Sans Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

export const byline = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.muted });

export const loading = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

export const problem = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 'sm',
  color: 'danger',
});

// Phone: one column. Laptop: the evidence across the top, then the record beside the copy facts.
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"evidence" "record" "side"',
  '@media': {
    [media.wide]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      gridTemplateAreas: '"evidence evidence" "record side"',
    },
  },
});

export const evidence = style({
  gridArea: 'evidence',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

// The photos sit beside the text read from them, so a reviewer can compare the two directly.
export const evidenceGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.small]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const record = style({ gridArea: 'record', minWidth: 0 });

export const side = style({
  gridArea: 'side',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const sectionTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.lg,
  color: vars.color.brand,
});

export const subTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.body,
  color: vars.color.muted,
  fontWeight: 600,
});

export const photos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
});

export const photoLink = style({ display: 'block', borderRadius: vars.radius.sm });

export const photo = style({
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const ocr = style({
  margin: 0,
  maxHeight: '16rem',
  overflow: 'auto',
  padding: vars.space.sm,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.script,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const note = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const muted = style({ margin: 0, color: vars.color.muted });

export const none = style({ color: vars.color.muted });

export const fields = style({
  margin: 0,
  display: 'grid',
  gap: `${vars.space.sm} ${vars.space.md}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
});

export const field = style({ minWidth: 0 });

export const fieldWide = style({ minWidth: 0, gridColumn: '1 / -1' });

export const term = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const definition = style({
  margin: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const code = style({ fontFamily: mono });

export const legend = style({
  margin: `${vars.space.md} 0 0`,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const lookupFound = sprinkles({ margin: 'none', color: 'ink' });

export const lookupMissed = style({ margin: 0, color: vars.color.warning, fontWeight: 600 });

export const qr = style({
  display: 'block',
  width: '160px',
  height: '160px',
  padding: vars.space.xs,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const noQr = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'sm',
});
