import { style } from '@vanilla-extract/css';

import { media, vars } from './theme.css';

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The page column: full width on phones, capped and centred above. */
export const container = style({
  width: '100%',
  maxWidth: vars.width.page,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': {
    [media.sm]: { paddingInline: vars.space.lg },
    [media.lg]: { paddingInline: vars.space.xl },
  },
});

/** A section heading with the newspaper rule above it. */
export const sectionHeading = style({
  fontSize: vars.fontSize.lg,
  borderTop: `3px solid ${vars.color.ruleStrong}`,
  paddingTop: vars.space.xs,
  marginBottom: vars.space.md,
  '@media': {
    [media.md]: { fontSize: vars.fontSize.xl },
  },
});

export const pageTitle = style({
  fontSize: vars.fontSize.xl,
  '@media': {
    [media.md]: { fontSize: vars.fontSize.xxl },
  },
});

export const textLink = style({
  color: vars.color.michiganBlue,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.15em',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
  },
});
