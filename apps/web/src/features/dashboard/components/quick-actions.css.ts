import { media, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

// Phones: one short row each (icon and name; a long Tamil or Sinhala name keeps its words
// whole); two a row from a larger phone up; from a tablet, cards with their descriptions.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.fromCompact]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.tablet]: {
      gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
      gap: vars.space.md,
    },
  },
});

/** A whole card is the target: a link that looks like a raised card. */
export const action = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  height: '100%',
  minHeight: vars.space.xxl,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  color: vars.color.ink,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'border-color 150ms ease, box-shadow 150ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.accent, boxShadow: vars.shadow.md },
  },
  '@media': {
    [media.tablet]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: vars.space.xxs,
      minHeight: vars.space.xxxl,
      padding: vars.space.md,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xl,
  height: vars.space.xl,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  flexShrink: 0,
});

export const title = style({ minWidth: 0, color: vars.color.brand, fontWeight: 700 });

// The description stays for screen readers (aria-describedby reads hidden text) but a phone
// shows the names only.
export const hint = style({
  display: 'none',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  '@media': { [media.tablet]: { display: 'inline' } },
});
