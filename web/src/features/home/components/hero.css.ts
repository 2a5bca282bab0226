import { style } from '@vanilla-extract/css';

import { media, vars } from '../../../ui/theme.css';

export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
      columnGap: vars.space.xl,
    },
  },
});

export const lead = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  minWidth: 0,
  '@media': { [media.md]: { gridColumn: 'span 8' } },
});

export const leadMedia = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  aspectRatio: '16 / 9',
  background: vars.color.surface,
});

export const leadBody = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  // On wide screens the headline leads and the picture follows (the image is decorative).
  '@media': { [media.md]: { order: -1 } },
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const liveDot = style({
  width: '0.4rem',
  height: '0.4rem',
  borderRadius: '50%',
  background: 'currentColor',
});

export const leadTitle = style({
  fontSize: vars.fontSize.xl,
  '@media': {
    [media.sm]: { fontSize: vars.fontSize.xxl },
    [media.lg]: { fontSize: '2.75rem' },
  },
});

export const excerpt = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.inkSoft,
  maxWidth: vars.width.measure,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const readMore = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.navy,
  color: vars.color.paper,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.ink },
  },
});

export const side = style({
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  minWidth: 0,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.md]: {
      gridColumn: 'span 4',
      gridTemplateColumns: 'minmax(0, 1fr)',
      borderLeft: `1px solid ${vars.color.rule}`,
      paddingLeft: vars.space.xl,
    },
  },
});

/* Top headline tiles */

export const tiles = style({
  display: 'grid',
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.rule}`,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.lg },
    [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const tile = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.color.rule}`,
  minWidth: 0,
});

export const tileTitle = style({
  fontSize: vars.fontSize.md,
});

export const tileKicker = style({
  fontFamily: vars.font.sans,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.michiganBlue,
});

export const titleLink = style({
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textDecorationThickness: '2px', textUnderlineOffset: '0.12em' },
  },
});
