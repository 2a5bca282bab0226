import { globalStyle, style } from '@vanilla-extract/css';

import { vars } from './theme.css';

/** The article body: one reading column (~70 characters), serif, roomy lines. */
export const body = style({
  width: '100%',
  maxWidth: '42rem',
  marginInline: 'auto',
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.ink,
  display: 'grid',
  gap: vars.space.md,
});

globalStyle(`${body} h2`, { fontSize: vars.fontSize.xl, marginTop: vars.space.md });
globalStyle(`${body} h3`, { fontSize: vars.fontSize.lg, marginTop: vars.space.xs });
globalStyle(`${body} blockquote`, {
  margin: 0,
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.michiganBlue}`,
  fontSize: vars.fontSize.lg,
  fontStyle: 'italic',
  color: vars.color.inkSoft,
  display: 'grid',
  gap: vars.space.xs,
});
globalStyle(`${body} figure`, { margin: 0 });
globalStyle(`${body} figure img`, {
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'contain',
  background: vars.color.surface,
});

/** Wide tables scroll sideways inside the column rather than widening the page. */
export const tableScroll = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.ui,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.rule}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { borderBottom: `2px solid ${vars.color.ink}`, fontWeight: 700 });

/** A breaking line in the contributor preview: the spec's red box. */
export const breaking = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `2px solid ${vars.color.breakingRed}`,
  borderLeftWidth: '6px',
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  color: vars.color.breakingRed,
  fontFamily: vars.font.sans,
  fontWeight: 700,
});
