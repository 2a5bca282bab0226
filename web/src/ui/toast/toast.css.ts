import { keyframes, style } from '@vanilla-extract/css';

import { media, vars } from '../theme.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem)' },
  to: { opacity: 1, transform: 'none' },
});

/** Bottom right on wider screens; across the top on phones (clear of the thumb and the footer form). */
export const region = style({
  position: 'fixed',
  zIndex: 1000,
  insetInline: vars.space.sm,
  top: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  outline: 'none',
  '@media': {
    [media.sm]: { top: 'auto', left: 'auto', right: vars.space.lg, bottom: vars.space.lg, width: '24rem' },
  },
  selectors: {
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '4px' },
  },
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.rule}`,
  borderLeft: `4px solid ${vars.color.michiganBlue}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  color: vars.color.ink,
  boxShadow: '0 8px 24px rgba(20, 23, 28, 0.18)',
  touchAction: 'pan-y',
  userSelect: 'none',
  animation: `${enter} 180ms ease-out`,
  selectors: {
    '&[data-variant="destructive"]': {
      background: vars.color.breakingRed,
      borderColor: vars.color.breakingRed,
      color: vars.color.paper,
    },
    '&[data-swiping]': { transition: 'none' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-variant="destructive"][data-focus-visible]': { outlineColor: vars.color.ink },
  },
});

export const content = style({
  flex: 1,
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
});

export const description = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.ui,
});

export const close = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  marginBlock: '-0.25rem',
  marginRight: '-0.25rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: 'rgba(127, 127, 127, 0.18)' },
  },
});
