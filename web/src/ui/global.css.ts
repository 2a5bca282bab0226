import { globalStyle } from '@vanilla-extract/css';

import { media, vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: vars.space.md,
});

globalStyle('body', {
  margin: 0,
  background: vars.color.paper,
  color: vars.color.ink,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.ui,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.serif,
  lineHeight: vars.lineHeight.headline,
  margin: 0,
  fontWeight: 700,
  textWrap: 'balance',
});

globalStyle('p', { margin: 0 });

globalStyle('img, video, iframe', { display: 'block', maxWidth: '100%' });

globalStyle('a', { color: 'inherit' });

globalStyle('button, input', { font: 'inherit' });

// One visible focus ring for everything keyboard-focusable. react-aria-components
// set data-focus-visible; native elements use :focus-visible.
globalStyle(':focus-visible, [data-focus-visible]', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
