import { media, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

/** A staff page in the dashboard's column, such as one member's. */
export const main = style({
  maxWidth: '1280px',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});
