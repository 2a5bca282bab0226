import { globalStyle, style } from '@vanilla-extract/css';

import { offscreenUntilNear } from '../../../ui/offscreen';
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

/**
 * In a long list (seven cards or more: a topic page, search results), every
 * card after the first is laid out and painted only as the reader scrolls near
 * it (ui/offscreen.ts): a topic page's first render costs its first screen,
 * not its fifty cards. The tallest real card is 511 px (topic pages, 320 to
 * 1400 px wide). The first card (often the largest paint) is left alone. A
 * short list (an article's three related stories) is laid out at once: its
 * cards would stand at the estimate's height for a frame after a jump down the
 * page, then shrink and move what is below them under the reader's pointer.
 */
const LONG_LIST = 7;
globalStyle(`${grid} > li:first-child:nth-last-child(n+${LONG_LIST}) ~ li`, offscreenUntilNear('600px', { focusRoom: true }));

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
