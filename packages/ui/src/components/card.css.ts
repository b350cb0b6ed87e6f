import { style } from '@vanilla-extract/css';
import { sprinkles } from '../sprinkles.css';
import { vars } from '../theme.css';

export const card = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    minWidth: 0,
    background: vars.color.surfaceRaised,
    color: vars.color.ink,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
]);

export const header = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' }),
  { padding: `${vars.space.md} ${vars.space.lg} 0` },
]);

export const title = style({
  margin: 0,
  color: vars.color.brand,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script },
  },
});

export const body = style({
  flexGrow: 1,
  padding: `${vars.space.md} ${vars.space.lg}`,
});

export const footer = style([
  sprinkles({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: 'xs',
  }),
  {
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);
