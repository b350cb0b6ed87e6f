import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: '56rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.lg,
});

export const head = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg });

export const text = style({
  flex: '1 1 18rem',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'flex-start',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.script,
});

export const author = style({ margin: 0, fontSize: vars.fontSize.lg });

export const meta = style({ margin: 0, color: vars.color.muted });

export const description = style({ margin: 0, lineHeight: vars.lineHeight.script });

export const subheading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const branches = style({ listStyle: 'none', margin: 0, padding: 0 });

export const branch = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const branchName = style({ fontWeight: 700 });

export const reserve = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const reserveForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const placed = style({ margin: 0, fontWeight: 700, color: vars.color.success });
