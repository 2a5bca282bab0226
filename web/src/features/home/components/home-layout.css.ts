import { style } from '@vanilla-extract/css';

import { offscreenUntilNear } from '../../../ui/offscreen';
import { media, vars } from '../../../ui/theme.css';

/**
 * The home page: one column on phones; from 960 px a 12-column grid with the
 * stories in 8 columns and a right rail of 4 ('More Headlines', trending ...).
 */
export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingTop: vars.space.lg,
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
      columnGap: vars.space.xl,
      rowGap: vars.space.xxl,
      paddingTop: vars.space.xl,
    },
  },
});

// Below the first screen: laid out and painted only as the reader scrolls near it (ui/offscreen.ts).
// The estimates are deliberately above the tallest real size (a phone's single column).

export const full = style({
  minWidth: 0,
  '@media': { [media.md]: { gridColumn: '1 / -1' } },
});

export const main = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xl,
  minWidth: 0,
  ...offscreenUntilNear('14000px', { focusRoom: true }),
  '@media': { [media.md]: { gridColumn: 'span 8' } },
});

export const rail = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xl,
  minWidth: 0,
  ...offscreenUntilNear('2600px', { focusRoom: true }),
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xl },
    [media.md]: {
      gridColumn: 'span 4',
      gridTemplateColumns: 'minmax(0, 1fr)',
      borderLeft: `1px solid ${vars.color.rule}`,
      paddingLeft: vars.space.xl,
      // The rule runs exactly the column's height and starts where it did; the
      // column begins with a heading and its left padding leaves room for rings.
      marginLeft: 0,
      marginBlock: 0,
      paddingBlock: 0,
    },
  },
});

/** A section heading with the newspaper rule above it, as on 'Latest Headlines'. */
export const sectionHeading = style({
  fontSize: vars.fontSize.lg,
  borderTop: `3px solid ${vars.color.ruleStrong}`,
  paddingTop: vars.space.xs,
  marginBottom: vars.space.md,
  '@media': { [media.md]: { fontSize: vars.fontSize.xl } },
});

/** A rail card's heading: smaller, same rule. */
export const railHeading = style({
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  borderTop: `3px solid ${vars.color.ruleStrong}`,
  paddingTop: vars.space.xs,
  marginBottom: vars.space.sm,
});

export const railCard = style({
  minWidth: 0,
});

export const quiet = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  paddingBlock: vars.space.sm,
});

export const storyLink = style({
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textDecorationThickness: '1px', textUnderlineOffset: '0.12em' },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const cardGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** 'Top Headlines', below the hero on phones. */
export const topHeadlinesSection = style(offscreenUntilNear('800px', { focusRoom: true }));

/** 'Michigan in Washington', at the foot of the page (4,201 px tall at 320 px wide with the demo delegation). */
export const washingtonSection = style(offscreenUntilNear('4600px', { focusRoom: true }));

export const washingtonSkeleton = style({
  display: 'grid',
  gap: vars.space.lg,
});
