import { media, sectionScrollMargin, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const section = style({
  padding: `${vars.space.xxl} ${vars.space.md}`,
  background: vars.color.accentSoft,
  scrollMarginTop: sectionScrollMargin,
});

export const inner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': { [media.wide]: { gridTemplateColumns: '1fr 1fr' } },
});

export const copy = style({ minWidth: 0 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.brand });

export const subtitle = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.ink });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 700 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const input = style({
  flex: '1 1 14rem',
  minWidth: 0,
  minHeight: vars.space.xxl,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
});

export const privacy = style({ margin: 0, color: vars.color.ink, fontSize: vars.fontSize.sm });
