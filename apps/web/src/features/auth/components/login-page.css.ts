import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: `linear-gradient(160deg, ${vars.color.surface} 0%, ${vars.color.surfaceSunken} 100%)`,
});

export const card = style({
  width: '100%',
  maxWidth: '26rem',
  padding: vars.space.xl,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const top = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
});

export const mark = style({ color: vars.color.brand });

// A step smaller in Tamil and Sinhala, whose single words ("தெரிவுசெய்யுங்கள்") are long:
// the card keeps to a small phone's width.
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
  selectors: { ':lang(ta) &, :lang(si) &': { fontSize: vars.fontSize.lg } },
});

export const subtitle = style({ margin: 0, color: vars.color.muted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

// A quiet link under the form, as sign-in pages put it; a full 44px row to tap on a phone.
export const forgot = style({
  alignSelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});
