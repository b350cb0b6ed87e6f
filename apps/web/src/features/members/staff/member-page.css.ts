import { sprinkles, vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = sprinkles({ display: 'grid', gap: 'md' });

export const head = sprinkles({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: 'sm',
  flexWrap: 'wrap',
});

export const eyebrow = style({ margin: 0, color: vars.color.muted, fontWeight: 600 });

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.script,
});

export const number = style({
  margin: 0,
  fontFamily: "'Noto Sans Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.04em',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
});
globalStyle(`${facts} dt`, { color: vars.color.muted });
// An e-mail address is one long word: it may break anywhere rather than push the page wide.
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' });

export const note = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.muted });
