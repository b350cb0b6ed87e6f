import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({ fontWeight: 600 });

/** Inputs, selects and text areas share one look: tall enough to tap, never clipping script. */
export const control = style({
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  lineHeight: vars.lineHeight.body,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const textarea = style({ minHeight: '96px', resize: 'vertical' });

export const hint = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '48px',
  cursor: 'pointer',
});

export const checkboxInput = style({
  width: '20px',
  height: '20px',
  accentColor: vars.color.accent,
  flexShrink: 0,
});
