import { media, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

// Phones: one column in reading order (scanner, figures, history). Wide screens: the figures
// run along the top, the scanner on the left and the history on the right. Only the
// non-interactive figures move visually, so the tab order still follows the source order.
export const main = style({
  maxWidth: '1180px',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xl}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"work" "stats" "recent"',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [media.tablet]: {
      padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}`,
    },
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      gridTemplateAreas: '"stats stats" "work recent"',
      gap: vars.space.lg,
    },
  },
});

export const work = style({ gridArea: 'work', minWidth: 0 });

export const stats = style({ gridArea: 'stats' });

export const recent = style({ gridArea: 'recent' });
