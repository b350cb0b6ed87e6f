import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const hero = style({
  background: `linear-gradient(160deg, ${vars.color.brand} 0%, #4d1019 100%)`,
  color: vars.color.onBrand,
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
});

export const lead = style({
  fontSize: vars.fontSize.xxxl,
  lineHeight: vars.lineHeight.tight,
  margin: `0 0 ${vars.space.sm}`,
  overflowWrap: 'anywhere',
  selectors: {
    ':lang(ta) &, :lang(si) &': {
      fontSize: vars.fontSize.xxl,
      lineHeight: vars.lineHeight.script,
    },
  },
});

export const others = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.script,
});

export const tagline = style({
  margin: `${vars.space.md} auto 0`,
  maxWidth: '40rem',
  opacity: 0.92,
});
