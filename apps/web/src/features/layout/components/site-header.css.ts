import { media, vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// Sticky rather than fixed: it stays on screen the same way, but the page below never needs a
// padding guessed from its height, which changes when Tamil or Sinhala labels wrap.
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
});

// On a small phone every pixel goes to the library's name, so its longest word (Tamil
// "யாழ்ப்பாணப்", 122px) fits whole beside the language and the menu.
export const inner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"brand language toggle" "panel panel panel"',
  alignItems: 'center',
  columnGap: vars.space.xs,
  '@media': {
    [media.fromCompact]: { padding: `${vars.space.xs} ${vars.space.md}` },
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"brand language" "panel panel"',
      columnGap: vars.space.md,
    },
  },
});

export const brand = style({
  gridArea: 'brand',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  minHeight: '48px',
  color: vars.color.brand,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

globalStyle(`${brand} svg`, {
  flexShrink: 0,
  width: '32px',
  height: '32px',
  '@media': { [media.fromCompact]: { width: '40px', height: '40px' } },
});

// A <span>, not a heading, so it names its font itself.
export const brandName = style({
  minWidth: 0,
  fontFamily: vars.font.heading,
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.fromCompact]: { fontSize: vars.fontSize.lg } },
  selectors: {
    ':lang(ta) &, :lang(si) &': {
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.script,
    },
  },
});

export const language = style({
  gridArea: 'language',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

globalStyle(`${language} select`, {
  paddingInline: vars.space.xs,
  '@media': { [media.fromCompact]: { paddingInline: vars.space.sm } },
});

export const menuButton = style({
  gridArea: 'toggle',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
  cursor: 'pointer',
  '@media': { [media.desktop]: { display: 'none' } },
});

export const panel = style({
  gridArea: 'panel',
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0 ${vars.space.xs}`,
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space.xs,
  selectors: { '&[data-open]': { display: 'flex' } },
  '@media': {
    [media.desktop]: {
      display: 'flex',
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      padding: `${vars.space.xxs} 0 0`,
    },
  },
});

export const nav = style({ minWidth: 0 });

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  '@media': {
    [media.desktop]: { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.xxs },
  },
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.brand },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  '@media': { [media.desktop]: { padding: 0 } },
});

// A signed-in member's name: it may be long, in any script, and wraps rather than widening
// the menu.
export const member = style({
  margin: 0,
  minWidth: 0,
  maxWidth: '16rem',
  overflowWrap: 'anywhere',
  fontWeight: 600,
  color: vars.color.ink,
});
