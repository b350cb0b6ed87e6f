import { media, vars } from '@app/ui';
import { style } from '@vanilla-extract/css';

// Phones: the scan field, the member, then the log. Wide screens: the log beside them.
export const main = style({
  maxWidth: '1180px',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xl}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [media.tablet]: {
      padding: `${vars.space.md} ${vars.space.md} ${vars.space.xxl}`,
    },
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)',
      gap: vars.space.lg,
    },
  },
});

export const work = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const log = style({ minWidth: 0 });

// One column no wider than the card: the field's own width (twenty characters of a large
// monospace font) must not widen the card past a phone's screen.
export const scanCard = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
});

export const scanForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
});

export const scanLabel = style({ fontWeight: 700, color: vars.color.ink });

export const scanRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });

export const scanInput = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.ink,
  fontSize: vars.fontSize.lg,
  fontFamily: "'Noto Sans Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  ':focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: '2px' },
});

export const hint = style({
  margin: 0,
  color: vars.color.muted,
  lineHeight: vars.lineHeight.script,
});
