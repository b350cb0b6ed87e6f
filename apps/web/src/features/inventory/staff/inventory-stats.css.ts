import { media, sprinkles, vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const heading = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  color: vars.color.muted,
  fontWeight: 600,
});

// A line each on a phone (label, then the figure; a Tamil label such as "சரிபார்க்கப்பட்டவை"
// is wider than half a phone), three across on a tablet, all six in one calm row on a laptop.
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm },
    [media.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

const cardBase = style({
  display: 'flex',
  flexDirection: 'row',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  '@media': {
    [media.tablet]: {
      flexDirection: 'column',
      alignItems: 'stretch',
      gap: vars.space.xxs,
      padding: `${vars.space.sm} ${vars.space.md}`,
    },
  },
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderTopWidth: '4px',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
});

// The top rule carries the same colour as the matching status badge in the list.
export const card = styleVariants({
  total: [cardBase, { borderTopColor: vars.color.brand }],
  awaitingReview: [cardBase, { borderTopColor: vars.color.warning }],
  verified: [cardBase, { borderTopColor: vars.color.success }],
  onLoan: [cardBase, { borderTopColor: vars.color.accent }],
  archived: [cardBase, { borderTopColor: vars.color.neutral }],
  scansToday: [cardBase, { borderTopColor: vars.color.border }],
});

export const label = style({
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  // Break a long Tamil or Sinhala word only when it cannot fit on a line of its own.
  overflowWrap: 'break-word',
});

export const value = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.ink,
  fontVariantNumeric: 'tabular-nums',
});

export const error = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'sm',
  marginTop: 'sm',
  color: 'danger',
});
