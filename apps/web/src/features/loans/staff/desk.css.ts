import { vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const monoFont = "'Noto Sans Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

export const member = style({ display: 'grid', gap: vars.space.sm });

export const memberHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const memberName = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.script,
});

export const memberMeta = style({ margin: 0, color: vars.color.muted });

export const mono = style({ fontFamily: monoFont, letterSpacing: '0.02em' });

export const warning = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warning,
  lineHeight: vars.lineHeight.script,
});

export const subheading = style({
  margin: `${vars.space.xs} 0`,
  fontSize: vars.fontSize.md,
  color: vars.color.ink,
});

export const loanList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const loan = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const loanText = style({ minWidth: 0, flex: '1 1 16rem' });

export const loanTitle = style({ margin: 0, fontWeight: 700, lineHeight: vars.lineHeight.script });

export const loanMeta = style({ margin: 0, color: vars.color.muted, fontSize: vars.fontSize.sm });

export const loanActions = style({ display: 'flex', gap: vars.space.xs });

export const memberFooter = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const link = style({ color: vars.color.accent, fontWeight: 600 });

export const busy = style({ margin: 0, color: vars.color.muted });

export const log = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  borderLeft: '4px solid transparent',
  lineHeight: vars.lineHeight.script,
});

/** A scan waiting on the device, inside the waiting box (its own colour is the box's). */
export const waitingLine = style([line, { borderLeftColor: vars.color.warning }]);

export const logLine = styleVariants({
  ok: [line, { borderLeftColor: vars.color.success, background: vars.color.successSoft }],
  info: [line, { borderLeftColor: vars.color.accent, background: vars.color.accentSoft }],
  refused: [line, { borderLeftColor: vars.color.danger, background: vars.color.dangerSoft }],
  waiting: [line, { borderLeftColor: vars.color.warning, background: vars.color.warningSoft }],
});

// Scans kept on the device: set apart above the log, in the colour of something not done yet.
export const waiting = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  margin: `0 0 ${vars.space.sm}`,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
});

export const waitingList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  justifySelf: 'stretch',
});

export const waitingTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  color: vars.color.warning,
  lineHeight: vars.lineHeight.script,
});

export const waitingNote = style({
  margin: 0,
  color: vars.color.ink,
  lineHeight: vars.lineHeight.script,
});

export const slipActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const logTime = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

/** The fine a late return recorded: its own line under the return, for the desk to say. */
export const logFine = style({ display: 'block', fontWeight: 600 });
