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

// Titles in Tamil and Sinhala run long: a step smaller keeps words whole on a phone.
export const title = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.xxl,
  overflowWrap: 'anywhere',
  selectors: { ':lang(ta) &, :lang(si) &': { fontSize: vars.fontSize.xl } },
});

export const when = style({ margin: 0, color: vars.color.muted });

export const status = style({ margin: 0, fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
