import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme.css';

/**
 * Narrow screens scroll the table sideways rather than squeezing Tamil words letter by letter.
 * Positioned, so what a cell places absolutely (a visually hidden column name) scrolls with the
 * table instead of widening the page past a phone's screen.
 */
export const wrap = style({ overflowX: 'auto', maxWidth: '100%', position: 'relative' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} :is(th, td)`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

globalStyle(`${table} th`, {
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

globalStyle(`${table} tbody tr:hover`, { background: vars.color.surfaceSunken });

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBottom: vars.space.xs,
  color: vars.color.muted,
});
