import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

import { vars } from './theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    minHeight: '2.75rem',
    paddingInline: vars.space.md,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.sans,
    fontSize: vars.fontSize.sm,
    fontWeight: 600,
    lineHeight: 1,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background-color 120ms ease, border-color 120ms ease',
    selectors: {
      '&[data-disabled], &:not([data-rac]):disabled': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.navy,
        color: vars.color.paper,
        // A plain <button> with these styles (the header's search) has no data attributes: its :hover and :active.
        selectors: { '&[data-hovered], &[data-pressed], &:not([data-rac]):hover, &:not([data-rac]):active': { background: vars.color.ink } },
      },
      secondary: {
        background: vars.color.paper,
        color: vars.color.ink,
        borderColor: vars.color.ink,
        selectors: { '&[data-hovered], &[data-pressed], &:not([data-rac]):hover, &:not([data-rac]):active': { background: vars.color.surface } },
      },
    },
    size: {
      md: {},
      sm: { minHeight: '2.5rem', paddingInline: vars.space.sm, fontSize: vars.fontSize.xs },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
