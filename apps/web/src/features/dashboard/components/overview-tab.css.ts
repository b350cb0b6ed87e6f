import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const subheading = style({ margin: 0, color: vars.color.ink, fontSize: vars.fontSize.lg });

export const branches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const branch = style({ height: '100%', padding: vars.space.md });

export const branchName = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
});

export const address = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.muted });
