import { sprinkles, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const warning = style([
  notice,
  { background: vars.color.warningSoft, color: vars.color.ink },
]);

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const count = style({
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const countValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });

export const filters = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 'sm',
});

export const pager = sprinkles({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: 'sm',
});

export const languages = sprinkles({ display: 'grid', gap: 'lg' });

export const languageBlock = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' });

export const preview = style({
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
