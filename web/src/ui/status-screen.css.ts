import { style } from '@vanilla-extract/css';

import { vars } from './theme.css';

export const screen = style({
  maxWidth: vars.width.measure,
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
});

export const kicker = style({
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const body = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.inkSoft,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'center',
  marginTop: vars.space.xs,
});
