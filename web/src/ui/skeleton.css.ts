import { keyframes, style } from '@vanilla-extract/css';

import { media, vars } from './theme.css';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.55 },
  '100%': { opacity: 1 },
});

export const skeleton = style({
  display: 'block',
  background: vars.color.skeleton,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
  },
});
