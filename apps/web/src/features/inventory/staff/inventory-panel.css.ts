import { vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const workspace = style({
  gap: vars.space.md,
  padding: vars.space.lg,
  '@media': {
    'screen and (max-width: 480px)': { padding: vars.space.md },
  },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const search = style({ flex: '1 1 18rem', minWidth: 0 });

export const toolbarActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const listBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const count = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const bulkActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
