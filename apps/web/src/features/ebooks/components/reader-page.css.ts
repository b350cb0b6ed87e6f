import { media, vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  // minmax(0, …): the sideways-scrolling tool row must not widen the page on a phone.
  gridTemplateColumns: 'minmax(0, 1fr)',
  height: '100dvh',
  background: vars.color.surface,
  color: vars.color.ink,
});

export const dark = style({ colorScheme: 'dark' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const back = style({ flexShrink: 0 });

export const heading = style({
  flex: '1 1 12rem',
  minWidth: 0,
  margin: 0,
});

export const title = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.brand,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script } },
});

export const author = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.muted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
});

// On a phone the tools are one row that scrolls sideways, so the page keeps its height.
export const tools = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
  overflowX: 'auto',
  paddingBottom: vars.space.xxs,
  '@media': {
    [media.tablet]: {
      flexWrap: 'wrap',
      width: 'auto',
      overflowX: 'visible',
      paddingBottom: 0,
    },
  },
});

globalStyle(`${tools} > *`, { flexShrink: 0 });

export const sizeGroup = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const sizeValue = style({
  minWidth: '3.5em',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const stage = style({
  position: 'relative',
  minHeight: 0,
  overflow: 'hidden',
});

export const engineHost = style({
  position: 'absolute',
  inset: 0,
});

// Fills the host: epub.js sizes its frame from this element, the others lay out inside it.
export const engineRoot = style({
  position: 'absolute',
  inset: 0,
  padding: `${vars.space.md} ${vars.space.xs}`,
  '@media': { [media.tablet]: { padding: `${vars.space.lg} ${vars.space.xl}` } },
});

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
  background: vars.color.surface,
});

export const error = style({ color: vars.color.danger, fontWeight: 700, margin: 0 });

export const footer = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
});

export const turn = style({ minWidth: vars.space.xxl });

export const position = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});

export const progressTrack = style({
  gridColumn: '1 / -1',
  height: '4px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const progressFill = style({
  height: '100%',
  background: vars.color.accent,
  transition: 'width 200ms ease',
});

export const pageForm = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const pageInput = style({
  width: '4.5em',
  minHeight: vars.space.xl,
  padding: `0 ${vars.space.xxs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  font: 'inherit',
});

// Only where there is a keyboard to speak of; phones turn pages by swiping or the buttons.
export const seek = style({
  width: 'min(100%, 16rem)',
  minHeight: vars.space.xl,
  accentColor: vars.color.accent,
});

export const hint = style({
  color: vars.color.muted,
  display: 'none',
  '@media': { [media.pointerTablet]: { display: 'inline' } },
});

export const tocList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tocItem = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.ink,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
});
