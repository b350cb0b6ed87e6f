import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { media } from '../breakpoints';

const base = style({
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  boxShadow: vars.shadow.lg,
  // The frame scrolls its body; the dialog itself never grows past the viewport.
  maxHeight: `calc(100dvh - ${vars.space.xl})`,
  overflow: 'hidden',
  selectors: {
    '&::backdrop': { background: vars.color.overlay },
  },
});

export const dialog = styleVariants({
  narrow: [base, { width: `min(100% - ${vars.space.md}, 480px)` }],
  medium: [base, { width: `min(100% - ${vars.space.md}, 720px)` }],
  wide: [base, { width: `min(100% - ${vars.space.md}, 1040px)` }],
});

// The page behind a modal should not scroll under the reader's thumb.
globalStyle(`html:has(${base}[open])`, { overflow: 'hidden' });

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: `calc(100dvh - ${vars.space.xl})`,
  margin: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.compact]: { padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const headingBlock = style({ flex: '1 1 auto', minWidth: 0 });

export const eyebrow = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const heading = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: { '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script } },
});

export const closeButton = style({ flexShrink: 0, fontSize: vars.fontSize.lg });

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: `${vars.space.md} ${vars.space.lg}`,
  '@media': { [media.compact]: { padding: vars.space.md } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.compact]: { padding: `${vars.space.sm} ${vars.space.md}` } },
});
