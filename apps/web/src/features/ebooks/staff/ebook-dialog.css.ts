import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const upload = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const uploadLabel = style({ fontWeight: 600 });

export const fileInput = style({ display: 'block', marginTop: vars.space.xs, maxWidth: '100%' });

export const uploadStatus = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});
