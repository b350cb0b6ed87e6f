import { media, vars } from '@app/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

// Paper is measured in millimetres: an A4 sheet inside 10 mm margins. The labels and cards
// that fill it set their own geometry; the page, its toolbar and the sheets are shared.
const PAGE_MARGIN = '10mm';
const SHEET_HEIGHT = '277mm'; // 297 mm less the top and bottom margins

globalStyle('@page', { size: 'A4', margin: PAGE_MARGIN } as Record<string, string>);

// Pre-cut label stock is printed edge to edge: the stock's own offsets place the labels. A
// sheet names its page (CSS named pages), since the site's Content-Security-Policy allows no
// `<style>` written at run time.
globalStyle('@page labels-a4', { size: 'A4', margin: 0 } as Record<string, string | number>);
globalStyle('@page labels-letter', { size: 'letter', margin: 0 } as Record<
  string,
  string | number
>);

/** The class of a sheet on pre-cut stock of that paper: its printed page, with no margin. */
export const paperPage = styleVariants({
  A4: { page: 'labels-a4' } as Record<string, string>,
  letter: { page: 'labels-letter' } as Record<string, string>,
});

// On the staff shell's surface, under its header; white sheets on it read as paper.
export const page = style({
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
  overflowX: 'auto',
  '@media': { [media.print]: { padding: 0, overflow: 'visible' } },
});

export const toolbar = style({
  maxWidth: '210mm',
  margin: `0 auto ${vars.space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [media.print]: { display: 'none' } },
});

export const toolbarText = style({ flex: '1 1 18rem', minWidth: 0 });

export const controls = style({
  flex: '1 1 100%',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  order: 1,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.brand });

export const instructions = style({ margin: `${vars.space.xxs} 0 0`, color: vars.color.ink });

export const summary = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const problem = style({
  maxWidth: '210mm',
  margin: `0 auto ${vars.space.md}`,
  padding: vars.space.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  borderRadius: vars.radius.md,
  '@media': { [media.print]: { display: 'none' } },
});

// On screen a sheet looks like the paper it will become; in print it is the page's content box.
export const sheet = style({
  width: '210mm',
  height: '297mm',
  padding: PAGE_MARGIN,
  margin: `0 auto ${vars.space.lg}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.print]: {
      width: 'auto',
      height: SHEET_HEIGHT,
      padding: 0,
      margin: 0,
      boxShadow: 'none',
      breakAfter: 'page',
      breakInside: 'avoid',
      selectors: { '&:last-of-type': { breakAfter: 'auto' } },
    },
  },
});

export const grid = style({ listStyle: 'none', margin: 0, padding: 0 });

/** What the sheets print in monospace: SKUs and member numbers. */
export const mono = "'Noto Sans Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";
