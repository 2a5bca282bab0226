import { style } from '@vanilla-extract/css';

import { vars } from '../../../ui/theme.css';

export const bar = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBlock: `1px solid ${vars.color.rule}`,
});

export const label = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.inkSoft,
});

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: '999px',
  background: vars.color.paper,
  color: vars.color.inkSoft,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  cursor: 'pointer',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    '&:hover': { borderColor: vars.color.ink, color: vars.color.ink },
    '&[aria-checked="true"]': {
      background: vars.color.navy,
      borderColor: vars.color.navy,
      color: vars.color.paper,
    },
  },
});
