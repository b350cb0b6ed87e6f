import { media, sprinkles, vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

const mono = "'Noto Sans Mono', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace";

export const page = style({
  maxWidth: '720px',
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xxl}`,
});

// Something like a catalogue card: warm white, a brand rule along the top, generous air.
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderTop: `6px solid ${vars.color.brand}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.tablet]: { padding: vars.space.xl },
  },
});

export const eyebrow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const mark = sprinkles({ display: 'flex', color: 'brand' });

export const markMuted = sprinkles({ display: 'flex', color: 'muted' });

export const title = style({
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  selectors: { '&:lang(ta), &:lang(si)': { lineHeight: vars.lineHeight.script } },
});

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.ink,
  overflowWrap: 'anywhere',
});

const statusBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid currentColor',
});

export const status = styleVariants({
  VERIFIED: [statusBase, { background: vars.color.successSoft, color: vars.color.success }],
  ON_LOAN: [statusBase, { background: vars.color.accentSoft, color: vars.color.accent }],
  ON_HOLD: [statusBase, { background: vars.color.accentSoft, color: vars.color.accent }],
  AWAITING_REVIEW: [statusBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  MISSING: [statusBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  ARCHIVED: [statusBase, { background: vars.color.neutralSoft, color: vars.color.neutral }],
});

const statusMarkBase = style({
  flexShrink: 0,
  width: vars.space.md,
  height: vars.space.md,
  marginTop: vars.space.xxs,
  border: '3px solid currentColor',
});

// The same shapes as the staff badges: the state reads without relying on colour alone.
export const statusMark = styleVariants({
  VERIFIED: [statusMarkBase, { borderRadius: vars.radius.pill, background: 'currentColor' }],
  ON_LOAN: [statusMarkBase, { transform: 'rotate(45deg)', background: 'currentColor' }],
  // Set aside for a member: the loan's diamond, hollow.
  ON_HOLD: [statusMarkBase, { transform: 'rotate(45deg)' }],
  AWAITING_REVIEW: [statusMarkBase, { borderRadius: vars.radius.pill }],
  MISSING: [statusMarkBase, { borderRadius: vars.radius.sm, borderStyle: 'dashed' }],
  ARCHIVED: [statusMarkBase, { borderRadius: vars.radius.sm }],
});

export const statusText = style({ margin: 0, fontWeight: 700, fontSize: vars.fontSize.lg });

export const statusHint = sprinkles({ margin: 'none', color: 'ink' });

export const facts = style({
  margin: 0,
  display: 'grid',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});

export const fact = style({ minWidth: 0 });

export const term = style({ color: vars.color.muted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const code = style({ fontFamily: mono });

export const branch = style({
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const branchTitle = style({
  margin: `0 0 ${vars.space.xxs}`,
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.body,
  color: vars.color.muted,
  fontWeight: 600,
});

export const branchName = style({ margin: 0, fontWeight: 700 });

export const address = style({
  fontStyle: 'normal',
  color: vars.color.ink,
  whiteSpace: 'pre-line',
});

export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' });
