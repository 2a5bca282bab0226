import { style } from '@vanilla-extract/css';

import { media, vars } from '../../../ui/theme.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.lg },
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: vars.space.xl },
  },
});

export const message = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  color: vars.color.inkSoft,
});

export const messageTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700, color: vars.color.ink });

export const error = style({ color: vars.color.breakingRed, fontWeight: 600 });
