import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const text = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const eyebrow = style({ margin: 0, color: vars.color.muted, fontWeight: 600 });

export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.script,
});

export const number = style({
  margin: 0,
  fontFamily: "'Noto Sans Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: vars.fontSize.lg,
  letterSpacing: '0.06em',
});

export const note = style({
  margin: 0,
  color: vars.color.muted,
  lineHeight: vars.lineHeight.script,
});

export const suspended = style({ margin: 0, color: vars.color.warning, fontWeight: 600 });

export const qr = style({ width: '140px', height: '140px' });

// The number as Code 128 under the words: wide enough for a desk scanner to read off a
// phone's screen, never wider than the column.
export const barcode = style({
  display: 'block',
  width: '100%',
  maxWidth: '240px',
  height: '48px',
  objectFit: 'contain',
  objectPosition: 'left center',
});
