import { vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const tagBase = style({
  display: 'inline-block',
  marginInlineStart: vars.space.xxs,
  padding: `0 ${vars.space.xxs}`,
  border: '1px solid currentColor',
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  lineHeight: vars.lineHeight.script,
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
});

// Trust at a glance: teal for a catalogue, amber for machine reading that needs a look,
// green once a person has set it, grey for the spec's placeholders.
export const tag = styleVariants({
  lookup: [tagBase, { background: vars.color.accentSoft, color: vars.color.accent }],
  ai: [tagBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  ocr: [tagBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  human: [tagBase, { background: vars.color.successSoft, color: vars.color.success }],
  default: [tagBase, { background: vars.color.neutralSoft, color: vars.color.neutral }],
});
