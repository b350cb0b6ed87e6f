import { vars } from '@app/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const scroller = style({
  boxSizing: 'border-box',
  height: '100%',
  overflow: 'auto',
  padding: vars.space.md,
  display: 'flex',
  // `safe` keeps a zoomed page's left edge reachable instead of centring it off-screen.
  justifyContent: 'safe center',
  alignItems: 'flex-start',
});

export const page = style({
  position: 'relative',
  flexShrink: 0,
  background: vars.color.paper,
  boxShadow: vars.shadow.md,
  selectors: {
    // Paper and ink follow the chosen colours: inverted for night reading, warmed for sepia.
    '&[data-theme="dark"]': { filter: 'invert(0.88) hue-rotate(180deg)' },
    '&[data-theme="sepia"]': { filter: 'sepia(0.35) brightness(0.97)' },
  },
});

export const canvas = style({ display: 'block' });

// The essentials of pdf.js's own text layer CSS (web/pdf_viewer.css): invisible, selectable
// text positioned over the canvas, which is what screen readers and find-in-page use.
export const textLayer = style({
  position: 'absolute',
  inset: 0,
  overflow: 'clip',
  lineHeight: 1,
  textAlign: 'initial',
  textSizeAdjust: 'none',
  transformOrigin: '0 0',
  zIndex: 0,
  vars: {
    '--min-font-size': '1',
    '--text-scale-factor': 'calc(var(--total-scale-factor) * var(--min-font-size))',
    '--min-font-size-inv': 'calc(1 / var(--min-font-size))',
  },
});

globalStyle(`${textLayer} :is(span, br)`, {
  color: 'transparent',
  position: 'absolute',
  whiteSpace: 'pre',
  cursor: 'text',
  transformOrigin: '0% 0%',
});

globalStyle(
  `${textLayer} > :not(.markedContent), ${textLayer} .markedContent span:not(.markedContent)`,
  {
    zIndex: 1,
    vars: { '--font-height': '0', '--scale-x': '1', '--rotate': '0deg' },
    fontSize: 'calc(var(--text-scale-factor) * var(--font-height))',
    transform: 'rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv))',
  },
);

globalStyle(`${textLayer} .markedContent`, { display: 'contents' });

globalStyle(`${textLayer} ::selection`, {
  background: 'color-mix(in srgb, AccentColor, transparent 75%)',
});

globalStyle(`${textLayer} .endOfContent`, {
  display: 'block',
  position: 'absolute',
  inset: '100% 0 0',
  zIndex: 0,
  cursor: 'default',
  userSelect: 'none',
});
