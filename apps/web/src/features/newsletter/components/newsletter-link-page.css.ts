import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});

// Tamil and Sinhala words are long ("உறுதிப்படுத்தப்பட்டது"): a step smaller, one still fits
// a phone's width whole.
export const title = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.xxl,
  selectors: { ':lang(ta) &, :lang(si) &': { fontSize: vars.fontSize.xl } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
