import { sprinkles, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

const monoFont = "'Noto Sans Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

export const search = style({ minWidth: '16rem' });

export const count = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.muted });

export const table = style({ minWidth: '48rem' });

export const name = style({
  fontWeight: 700,
  color: vars.color.accent,
  lineHeight: vars.lineHeight.script,
});

export const mono = style({ fontFamily: monoFont, whiteSpace: 'nowrap' });

export const line = style({ display: 'block' });

export const actions = sprinkles({ display: 'flex', gap: 'xs', flexWrap: 'wrap' });

export const pager = sprinkles({
  display: 'flex',
  justifyContent: 'center',
  gap: 'sm',
  marginTop: 'sm',
});
