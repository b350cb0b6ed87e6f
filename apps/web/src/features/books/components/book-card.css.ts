import { vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  gap: vars.space.md,
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const cover = style({
  flex: '0 0 72px',
  height: '104px',
  borderRadius: vars.radius.sm,
  padding: vars.space.xxs,
  display: 'flex',
  alignItems: 'flex-end',
  color: vars.color.onPicture,
  fontSize: '0.7rem',
  lineHeight: 1.3,
  overflow: 'hidden',
  boxShadow: 'inset -4px 0 0 rgba(0, 0, 0, 0.18)',
});

// Data-driven cover colours (a book's coverColor), all dark enough for white text (≥ 4.5:1).
export const coverColor = styleVariants({
  blue: { background: vars.color.coverBlue },
  red: { background: vars.color.coverRed },
  green: { background: vars.color.coverGreen },
  amber: { background: vars.color.coverAmber },
  teal: { background: vars.color.coverTeal },
  purple: { background: vars.color.coverPurple },
  brown: { background: vars.color.coverBrown },
  slate: { background: vars.color.coverSlate },
});

export const body = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  overflowWrap: 'anywhere',
});

export const author = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

const badgeBase = style({
  alignSelf: 'flex-start',
  marginTop: 'auto',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: vars.lineHeight.script,
});

export const badge = styleVariants({
  available: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  checkedOut: [badgeBase, { background: vars.color.neutralSoft, color: vars.color.neutral }],
});

export const coverImage = style({
  objectFit: 'cover',
  padding: 0,
  background: vars.color.surfaceSunken,
});

export const coverLarge = style({
  flex: '0 0 160px',
  width: '160px',
  height: '240px',
  fontSize: vars.fontSize.md,
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const copies = style({ margin: 0, color: vars.color.ink, fontSize: vars.fontSize.sm });
