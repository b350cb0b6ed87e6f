import { media, sprinkles, vars } from '@app/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const panel = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' });

export const intro = sprinkles({ margin: 'none', color: 'muted' });

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 3fr) repeat(3, minmax(0, 2fr)) auto',
    },
  },
});

export const toolbar = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'xs',
});

export const count = style({
  margin: 0,
  marginRight: 'auto',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

/** The results scroll inside a fixed maximum height (spec §2). */
export const results = style({
  maxHeight: '400px',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const result = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const check = style({ width: '20px', height: '20px', accentColor: vars.color.accent });

export const resultTitle = style({ fontWeight: 600, overflowWrap: 'anywhere', cursor: 'pointer' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
});

export const resultEnd = sprinkles({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: 'xs',
});

const pill = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const status = styleVariants({
  imported: [pill, { background: vars.color.successSoft, color: vars.color.success }],
  already: [pill, { background: vars.color.neutralSoft, color: vars.color.neutral }],
  failed: [pill, { background: vars.color.dangerSoft, color: vars.color.danger }],
});

export const empty = sprinkles({ margin: 'none', color: 'muted' });

export const tooMany = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
