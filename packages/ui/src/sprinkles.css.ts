import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints';
import { vars } from './theme.css';

const margins = { ...vars.space, auto: 'auto' };

const responsiveProperties = defineProperties({
  // Mobile first: most readers arrive on a phone, so the unconditional value is the phone layout.
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    flexWrap: ['wrap', 'nowrap'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: margins,
    marginBottom: margins,
    marginLeft: margins,
    marginRight: margins,
    // minmax(0, 1fr) rather than 1fr, so long unbroken words (URLs, ISBNs) cannot widen a column.
    gridTemplateColumns: {
      one: '1fr',
      two: 'repeat(2, minmax(0, 1fr))',
      three: 'repeat(3, minmax(0, 1fr))',
      four: 'repeat(4, minmax(0, 1fr))',
    },
    textAlign: ['start', 'center', 'end'],
    width: { full: '100%', auto: 'auto' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colorProperties = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
  },
});

/**
 * Atomic layout and colour classes. Responsive values take `{ mobile, tablet, desktop }` or an
 * array in that order, e.g. `sprinkles({ gridTemplateColumns: { mobile: 'one', desktop: 'three' } })`.
 */
export const sprinkles = createSprinkles(responsiveProperties, colorProperties);

/** Props accepted by {@link sprinkles}. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
