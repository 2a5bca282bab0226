import { style } from '@vanilla-extract/css';

import { vars } from '../../../ui/theme.css';

export const headlineList = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'headline',
});

export const headlineItem = style({
  display: 'grid',
  gridTemplateColumns: '2rem minmax(0, 1fr)',
  gap: vars.space.xs,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.rule}`,
  counterIncrement: 'headline',
  selectors: {
    '&::before': {
      content: 'counter(headline)',
      fontFamily: vars.font.serif,
      fontSize: vars.fontSize.lg,
      fontWeight: 700,
      lineHeight: 1,
      color: vars.color.muted,
    },
  },
});

export const headlineBody = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const headlineTitle = style({
  fontSize: vars.fontSize.sm,
  lineHeight: 1.3,
});

export const category = style({
  textTransform: 'capitalize',
});

export const topics = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const topic = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.25rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.michiganBlue, color: vars.color.michiganBlue },
  },
});

export const topicCount = style({
  fontWeight: 400,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const chipSkeleton = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

/* Advertisement: a fixed 300 x 250 box, reserved before anything fills it. */

export const ad = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
});

export const adLabel = style({
  fontSize: '0.75rem',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const adBox = style({
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '300px',
  aspectRatio: '300 / 250',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.rule}`,
  background: vars.color.surface,
  textAlign: 'center',
});

export const adTitle = style({
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: vars.lineHeight.headline,
});

export const adText = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.inkSoft,
});

export const adLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.michiganBlue,
  color: vars.color.paper,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/* Calendar, quick access, facts */

export const events = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const event = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr)',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.rule}`,
});

export const eventDate = style({
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.michiganBlue,
});

export const eventTitle = style({
  fontSize: vars.fontSize.sm,
});

export const eventText = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.inkSoft,
  lineHeight: vars.lineHeight.body,
});

export const quickLinks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const quickLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.michiganBlue, color: vars.color.michiganBlue },
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderTop: `3px solid ${vars.color.michiganBlue}`,
});

export const factLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.inkSoft,
});

export const factValue = style({
  margin: 0,
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  lineHeight: 1,
  color: vars.color.ink,
});
