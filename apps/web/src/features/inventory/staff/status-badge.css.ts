import { vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  lineHeight: vars.lineHeight.script,
  whiteSpace: 'nowrap',
});

// DESIGN.md: amber awaits review, green is verified, grey is archived; a loan is lagoon teal.
export const badge = styleVariants({
  AWAITING_REVIEW: [badgeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  VERIFIED: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  ON_LOAN: [badgeBase, { background: vars.color.accentSoft, color: vars.color.accent }],
  ON_HOLD: [badgeBase, { background: vars.color.accentSoft, color: vars.color.accent }],
  // Not found at a stocktake (decision 0045): red, the one status that asks for a search.
  MISSING: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  ARCHIVED: [badgeBase, { background: vars.color.neutralSoft, color: vars.color.neutral }],
});

const markBase = style({
  flexShrink: 0,
  width: '0.6em',
  height: '0.6em',
  border: '2px solid currentColor',
});

// Shapes, so the status still reads for someone who cannot tell amber from green.
export const mark = styleVariants({
  AWAITING_REVIEW: [markBase, { borderRadius: vars.radius.pill }],
  VERIFIED: [markBase, { borderRadius: vars.radius.pill, background: 'currentColor' }],
  ON_LOAN: [markBase, { transform: 'rotate(45deg)', background: 'currentColor' }],
  // Set aside for a member (the hold shelf): the loan's diamond, hollow.
  ON_HOLD: [markBase, { transform: 'rotate(45deg)' }],
  // Missing: a hollow square turned, set apart from every filled or round mark.
  MISSING: [markBase, { borderRadius: '1px', borderStyle: 'dashed' }],
  ARCHIVED: [markBase, { borderRadius: '1px' }],
});
