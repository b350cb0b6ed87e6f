import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** The desk's box of unpaid fines: amber, like the other things to settle before lending. */
export const owed = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  lineHeight: vars.lineHeight.script,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  color: vars.color.warning,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const fine = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
});

export const fineText = style({ minWidth: 0, flex: '1 1 14rem', margin: 0 });

export const meta = style({
  display: 'block',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const receipt = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const amount = style({ fontWeight: 700, whiteSpace: 'nowrap' });
