import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const endpoints = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0 });

export const endpoint = style({
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  display: 'grid',
  gap: vars.space.xs,
});

export const url = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  overflowWrap: 'anywhere',
});

export const status = style({ fontWeight: 700 });

export const paused = style({ color: vars.color.danger });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const notice = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.ink,
  display: 'grid',
  gap: vars.space.xs,
});

export const noticeText = style({ margin: 0, overflowWrap: 'anywhere' });
