import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { media, vars } from '../../../ui/theme.css';

export const header = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `3px solid ${vars.color.ruleStrong}`,
});

export const kicker = recipe({
  base: {
    fontSize: vars.fontSize.xs,
    fontWeight: 700,
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
  },
  variants: {
    tone: {
      default: { color: vars.color.michiganBlue },
      breaking: { color: vars.color.breakingRed },
      analysis: { color: vars.color.federalPurple },
    },
  },
});

export const intro = style({
  maxWidth: vars.width.measure,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  color: vars.color.inkSoft,
  '@media': { [media.md]: { fontSize: vars.fontSize.lg } },
});
