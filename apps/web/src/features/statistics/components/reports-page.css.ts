import { media, vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const chooser = style({ display: 'grid', gap: vars.space.xs, maxWidth: '40rem' });

export const description = style({ margin: 0, color: vars.color.muted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [media.print]: { display: 'none' } },
});

export const download = style({ color: vars.color.brand, fontWeight: 600 });

export const count = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

/**
 * The report alone on paper: while this screen is shown, printing hides the rest of the page
 * (the staff header, the dashboard's navigation and figures, the controls) and lays the report
 * from the top of the sheet, its table at full length.
 */
export const printable = style({ minWidth: 0 });

globalStyle(`body:has(${printable}) *`, {
  '@media': { [media.print]: { visibility: 'hidden' } },
});
globalStyle(`${printable}, ${printable} *`, {
  '@media': { [media.print]: { visibility: 'visible' } },
});
globalStyle(`body:has(${printable}) ${printable}`, {
  '@media': {
    [media.print]: { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%' },
  },
});
globalStyle(`${printable} caption`, {
  '@media': { [media.print]: { fontSize: vars.fontSize.lg, fontWeight: 700 } },
});
