import { style } from '@vanilla-extract/css';

import { vars } from '../../../ui/theme.css';

export const block = style({ display: 'grid', gap: vars.space.xxs, marginTop: vars.space.xs });

export const blockTitle = style({ fontSize: vars.fontSize.xs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em' });

export const details = style({ borderTop: `1px solid ${vars.color.rule}`, paddingTop: vars.space.xs });

export const summary = style({
  cursor: 'pointer',
  fontWeight: 600,
  color: vars.color.michiganBlue,
  minHeight: '2.75rem',
  display: 'flex',
  alignItems: 'center',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const benefitIcon = style({ color: vars.color.michiganBlue, width: '2rem', height: '2rem' });

export const formGrid = style({ display: 'grid', gap: vars.space.md });
