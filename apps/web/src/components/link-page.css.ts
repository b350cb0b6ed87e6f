import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/**
 * A page opened from a link the library mailed (a newsletter confirmation, an event place): one
 * narrow column, its title, what the link did, and the buttons that follow.
 */

export const page = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});

// Tamil and Sinhala words are long ("உறுதிப்படுத்தப்பட்டது"): a step smaller, one still fits
// a phone's width whole; an event's title of many words may still wrap anywhere.
export const title = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.xxl,
  overflowWrap: 'anywhere',
  selectors: { ':lang(ta) &, :lang(si) &': { fontSize: vars.fontSize.xl } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
