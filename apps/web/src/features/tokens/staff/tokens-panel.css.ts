import { sprinkles, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const panel = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand });

export const intro = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.muted });

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '40rem' });

export const scopes = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const scope = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const check = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const scopeList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const ended = style({ color: vars.color.muted });

export const secret = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  overflowWrap: 'anywhere',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  margin: 0,
});

export const warning = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.ink,
  margin: 0,
});

export const secretBody = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });
