import { style } from '@vanilla-extract/css';

import { vars } from './theme.css';

export const form = style({
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
});

export const field = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.muted}`,
  borderRight: 'none',
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  background: vars.color.paper,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    // The native clear button duplicates Escape-to-clear from SearchField.
    '&::-webkit-search-cancel-button': { display: 'none' },
    '&[data-focus-visible], &:focus-visible': { outlineOffset: '-1px' },
  },
});

export const submit = style({
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
});
