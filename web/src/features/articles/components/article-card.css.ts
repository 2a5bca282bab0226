import { style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { media, vars } from '../../../ui/theme.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
    minWidth: 0,
  },
  variants: {
    variant: {
      large: {},
      medium: {},
      standard: {
        gridTemplateColumns: 'minmax(0, 1fr) 7.5rem',
        columnGap: vars.space.md,
        alignItems: 'start',
        paddingBlock: vars.space.md,
        borderTop: `1px solid ${vars.color.rule}`,
        '@media': {
          [media.sm]: { gridTemplateColumns: 'minmax(0, 1fr) 10rem' },
        },
      },
    },
  },
});

export const mediaBox = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    background: vars.color.surface,
  },
  variants: {
    variant: {
      large: { aspectRatio: '3 / 2' },
      medium: { aspectRatio: '16 / 9' },
      standard: { aspectRatio: '4 / 3', gridColumn: 2, gridRow: 1 },
    },
  },
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

const placeholderBase = style({
  position: 'absolute',
  inset: 0,
  backgroundImage:
    'linear-gradient(135deg, rgba(255,255,255,0.14) 0 25%, transparent 25% 50%, rgba(255,255,255,0.14) 50% 75%, transparent 75%)',
  backgroundSize: '24px 24px',
});

export const placeholder = styleVariants({
  blue: [placeholderBase, { backgroundColor: vars.color.michiganBlue }],
  red: [placeholderBase, { backgroundColor: vars.color.breakingRed }],
  green: [placeholderBase, { backgroundColor: vars.color.green }],
  grey: [placeholderBase, { backgroundColor: vars.color.muted }],
});

export const videoBadge = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
});

export const playIcon = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  width: '3rem',
  height: '3rem',
  transform: 'translate(-50%, -50%)',
  borderRadius: '50%',
  background: 'rgba(20, 23, 28, 0.72)',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.paper,
});

const bodyBase = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  minWidth: 0,
});

export const body = styleVariants({
  large: [bodyBase],
  medium: [bodyBase],
  standard: [bodyBase, { gridColumn: 1, gridRow: 1 }],
});

export const kicker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const title = styleVariants({
  large: {
    fontSize: vars.fontSize.xl,
    '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
  },
  medium: { fontSize: vars.fontSize.lg },
  standard: {
    fontSize: vars.fontSize.md,
    '@media': { [media.sm]: { fontSize: vars.fontSize.lg } },
  },
});

export const titleLink = style({
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textDecorationThickness: '1px', textUnderlineOffset: '0.12em' },
    // The whole card is the link's hit area; the title stays the accessible name.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

export const excerpt = styleVariants({
  large: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.body, color: vars.color.inkSoft },
  medium: {
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.body,
    color: vars.color.inkSoft,
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  standard: {
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.body,
    color: vars.color.inkSoft,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const author = style({ fontWeight: 600, color: vars.color.inkSoft });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
  selectors: { '&::before': { content: '"#"' } },
});
