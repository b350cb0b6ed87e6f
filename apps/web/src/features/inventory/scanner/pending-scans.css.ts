import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const box = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
  padding: vars.space.md,
  background: vars.color.warningSoft,
  color: vars.color.ink,
  border: `2px solid ${vars.color.warning}`,
  borderRadius: vars.radius.lg,
});

export const text = style({ minWidth: 0, flex: '1 1 14rem' });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script } },
});

export const note = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.muted });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: `${vars.space.xs} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const isbn = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.sm,
});
