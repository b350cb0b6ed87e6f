import { media, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const card = style({ overflow: 'hidden' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.sm,
  '@media': { [media.tablet]: { padding: `${vars.space.md} ${vars.space.lg}` } },
});

// A segmented control: three equal, thumb-sized targets that never clip Tamil or Sinhala.
export const tablist = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2px',
  minHeight: '56px',
  minWidth: 0,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.muted,
  font: 'inherit',
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  transition: 'background-color 150ms ease, color 150ms ease',
  selectors: {
    '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script },
    '&:hover': { color: vars.color.ink },
    // The active tab in the lagoon teal DESIGN.md gives active tabs.
    '&[aria-selected="true"]': {
      background: vars.color.surfaceRaised,
      color: vars.color.accent,
      borderColor: vars.color.border,
      boxShadow: vars.shadow.sm,
    },
  },
  '@media': {
    [media.tablet]: { flexDirection: 'row', gap: vars.space.xs },
  },
});

export const panel = style({ minWidth: 0 });
