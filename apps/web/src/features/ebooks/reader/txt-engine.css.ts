import { media, vars } from '@app/ui';
import { createVar, style } from '@vanilla-extract/css';

export const fontScale = createVar();

export const page = style({
  vars: { [fontScale]: '1' },
  boxSizing: 'border-box',
  height: '100%',
  overflowY: 'auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  outline: 'none',
  '@media': {
    [media.tablet]: { padding: `${vars.space.xl} ${vars.space.xl}` },
  },
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

// A comfortable measure (about 65 Latin characters) whatever the screen width.
export const text = style({
  maxWidth: '40em',
  margin: '0 auto',
  color: vars.color.ink,
  fontFamily: vars.font.body,
  fontSize: `calc(1.125rem * ${fontScale})`,
  lineHeight: 1.65,
  overflowWrap: 'anywhere',
  selectors: {
    '&:lang(ta)': { fontFamily: vars.font.tamil, lineHeight: 1.8 },
    '&:lang(si)': { fontFamily: vars.font.sinhala, lineHeight: 1.8 },
  },
});

export const paragraph = style({
  margin: `0 0 1em`,
  whiteSpace: 'pre-line',
});
