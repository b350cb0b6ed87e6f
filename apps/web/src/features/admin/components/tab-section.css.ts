import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** The heading row of each tab: title on the start side, the tab's actions on the end. */
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

export const heading = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script } },
});

export const tools = style({
  flex: '1 1 auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
