import { style } from '@vanilla-extract/css';

import { media, vars } from '../../../ui/theme.css';

export const section = style({
  display: 'grid',
  gap: vars.space.lg,
});

export const headingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  borderTop: `3px solid ${vars.color.ruleStrong}`,
  paddingTop: vars.space.xs,
});

export const heading = style({
  fontSize: vars.fontSize.lg,
  '@media': { [media.md]: { fontSize: vars.fontSize.xl } },
});

export const searchNote = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.inkSoft,
});

export const lead = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      gap: vars.space.xl,
    },
  },
});

export const secondary = style({
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      borderLeft: `1px solid ${vars.color.rule}`,
      paddingLeft: vars.space.xl,
    },
  },
});

export const river = style({
  display: 'grid',
  columnGap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.rule}`,
});

export const message = style({
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  color: vars.color.inkSoft,
});

export const error = style([
  message,
  {
    color: vars.color.breakingRed,
    fontWeight: 600,
  },
]);
