import { style } from '@vanilla-extract/css';

import { media, vars } from '../../ui/theme.css';

export const page = style({
  paddingTop: vars.space.lg,
  '@media': { [media.md]: { paddingTop: vars.space.xl } },
});

/** A page of stacked sections: heading block, then content. */
export const stack = style({
  display: 'grid',
  gap: vars.space.xl,
});
