import { style } from '@vanilla-extract/css';

import { media, vars } from '../../../ui/theme.css';

export const section = style({
  display: 'grid',
  gap: vars.space.xl,
});

export const intro = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.inkSoft,
  maxWidth: vars.width.measure,
  marginTop: `calc(-1 * ${vars.space.sm})`,
});

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
  },
});

export const subheading = style({
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  fontWeight: 800,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  marginBottom: vars.space.sm,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.rule}`,
});

export const reps = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const rep = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: vars.radius.md,
});

export const repHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const repName = style({
  fontSize: vars.fontSize.md,
});

export const repRole = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const listLabel = style({
  marginTop: vars.space.xs,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const plainList = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  paddingLeft: vars.space.md,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.ui,
  color: vars.color.inkSoft,
});

export const news = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const newsItem = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.rule}`,
});

export const newsTitle = style({
  fontSize: vars.fontSize.sm,
  lineHeight: 1.3,
});

export const issues = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const issue = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.md,
  background: vars.color.surface,
  borderTop: `3px solid ${vars.color.federalPurple}`,
});

export const issueTitle = style({
  fontSize: vars.fontSize.md,
});

export const issueText = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.body,
  color: vars.color.inkSoft,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});
