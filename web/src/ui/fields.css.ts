import { style } from '@vanilla-extract/css';

import { media, vars } from './theme.css';

/** Form controls shared by the staff screens and the public forms (careers, contact, newsletter). */
/* Forms */

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.xs, color: vars.color.ink });

/**
 * The red asterisk of a required field, drawn by CSS with empty alternative
 * text: the label's text stays the field's name ('Password', not 'Password*'),
 * and screen readers hear 'required' from aria-required instead.
 */
export const requiredLabel = style({
  selectors: {
    '&::after': { content: '"*" / ""', color: vars.color.breakingRed, marginLeft: '0.125rem' },
  },
});

const control = {
  width: '100%',
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  color: vars.color.ink,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
} as const;

export const input = style({
  ...control,
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    '&[data-focused]': { borderColor: vars.color.navy },
    '&[data-invalid]': { borderColor: vars.color.breakingRed, borderWidth: '2px' },
  },
});

export const textarea = style([
  input,
  {
    paddingBlock: vars.space.xs,
    lineHeight: vars.lineHeight.body,
    resize: 'vertical',
  },
]);

export const monospace = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.fontSize.xs });

export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });

export const fieldError = style({ fontSize: vars.fontSize.xs, color: vars.color.breakingRed, fontWeight: 600 });

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/* Select */

export const selectButton = style({
  ...control,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-pressed]': { background: vars.color.surface },
    '[data-invalid] > &': { borderColor: vars.color.breakingRed, borderWidth: '2px' },
  },
});

export const selectValue = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.muted } },
});

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'calc(100vw - 1rem)',
  border: `1px solid ${vars.color.rule}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  boxShadow: '0 8px 24px rgba(20, 23, 28, 0.18)',
  overflowY: 'auto',
});

export const listBox = style({ padding: vars.space.xxs, outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surface },
    '&[data-selected]': { fontWeight: 700 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});

/* Checkbox */

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  cursor: 'pointer',
  fontWeight: 600,
  fontSize: vars.fontSize.xs,
});

export const checkboxBox = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '1.25rem',
  height: '1.25rem',
  flex: 'none',
  border: `2px solid ${vars.color.ink}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  color: vars.color.paper,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.navy, borderColor: vars.color.navy },
    [`${checkbox}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const checkboxRow = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg });
