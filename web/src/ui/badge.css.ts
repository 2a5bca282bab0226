import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from './theme.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingInline: vars.space.xs,
    paddingBlock: '0.1875rem',
    borderRadius: vars.radius.sm,
    fontFamily: vars.font.sans,
    fontSize: '0.75rem',
    fontWeight: 700,
    letterSpacing: '0.06em',
    lineHeight: 1.2,
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      michigan: { background: vars.color.michiganBlue, color: vars.color.paper },
      federal: { background: vars.color.federalPurple, color: vars.color.paper },
      breaking: { background: vars.color.breakingRed, color: vars.color.paper },
      green: { background: vars.color.green, color: vars.color.paper },
      yellow: { background: vars.color.yellow, color: vars.color.ink },
      neutral: { background: vars.color.inkSoft, color: vars.color.paper },
      outline: {
        background: vars.color.paper,
        color: vars.color.ink,
        boxShadow: `inset 0 0 0 1px ${vars.color.ink}`,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeTone = NonNullable<NonNullable<RecipeVariants<typeof badge>>['tone']>;
