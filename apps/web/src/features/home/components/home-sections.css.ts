import { media, sectionScrollMargin, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const section = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  scrollMarginTop: sectionScrollMargin,
});

export const heading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.xxl,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:lang(ta), &:lang(si), :lang(ta) &, :lang(si) &': { lineHeight: vars.lineHeight.script },
  },
});

export const about = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': {
    [media.wide]: { gridTemplateColumns: '3fr 2fr' },
  },
});

export const lead = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.body,
  selectors: { ':lang(ta) &, :lang(si) &': { lineHeight: vars.lineHeight.script } },
});

export const highlights = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
});

export const highlight = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  // Narrower sides than ends: two cards share a small phone, and "உறுப்பினர்கள்" fits whole.
  padding: `${vars.space.md} ${vars.space.sm}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderTop: `4px solid ${vars.color.accent}`,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

export const highlightValue = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  color: vars.color.brand,
});

export const highlightLabel = style({ color: vars.color.ink, overflowWrap: 'anywhere' });

export const statistics = style({
  background: vars.color.accent,
  color: vars.color.onAccent,
  padding: `${vars.space.xl} ${vars.space.md}`,
});

export const statisticsHeading = style({
  maxWidth: '1200px',
  margin: `0 auto ${vars.space.md}`,
  fontSize: vars.fontSize.xl,
  textAlign: 'center',
  color: vars.color.onAccent,
});

export const counters = style({
  listStyle: 'none',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
  gap: vars.space.lg,
  textAlign: 'center',
});

export const counter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const counterValue = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxxl,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  // Digits of equal width, so the counting figure does not jitter.
  fontVariantNumeric: 'tabular-nums',
});

export const counterLabel = style({ fontWeight: 600, overflowWrap: 'anywhere' });
