import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** A text input tall enough to tap (48px) that never clips Tamil or Sinhala glyphs. */
export const input = style({
  minHeight: '48px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  lineHeight: vars.lineHeight.body,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
});

export const hint = style({ color: vars.color.muted, fontSize: vars.fontSize.xs });
