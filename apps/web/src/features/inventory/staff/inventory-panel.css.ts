import { media, sprinkles, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

export const panel = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

export const workspace = style({
  gap: vars.space.md,
  padding: vars.space.lg,
  '@media': {
    [media.compact]: { padding: vars.space.md },
  },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.brand });

export const toolbar = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 'sm',
});

export const search = style({ flex: '1 1 18rem', minWidth: 0 });

export const toolbarActions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' });

export const tabPanel = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });

export const listBar = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 'sm',
});

export const count = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const bulkActions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs' });
