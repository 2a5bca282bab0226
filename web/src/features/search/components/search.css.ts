import { style } from '@vanilla-extract/css';

import { media, vars } from '../../../ui/theme.css';

export const searchForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  maxWidth: vars.width.measure,
});

export const searchField = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
});

export const searchLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.inkSoft,
});

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
});

export const panelTitle = style({
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.ink,
  borderTop: `3px solid ${vars.color.ruleStrong}`,
  paddingTop: vars.space.xs,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: '999px',
  background: vars.color.paper,
  color: vars.color.ink,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.ink, background: vars.color.surface },
    '&[aria-current="page"]': { background: vars.color.navy, borderColor: vars.color.navy, color: vars.color.paper },
  },
});

export const aboutText = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  color: vars.color.inkSoft,
});

/** Results beside a rail of popular searches and notes on wide screens. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem', alignItems: 'start' },
  },
});

export const rail = style({
  display: 'grid',
  gap: vars.space.xl,
  alignContent: 'start',
  '@media': { [media.lg]: { position: 'sticky', top: vars.space.md } },
});

export const results = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0 });

export const resultsHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  borderTop: `3px solid ${vars.color.ruleStrong}`,
  paddingTop: vars.space.xs,
});

export const resultsTitle = style({ fontSize: vars.fontSize.lg, '@media': { [media.md]: { fontSize: vars.fontSize.xl } } });

export const resultsCount = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });

export const prompt = style({
  paddingBlock: vars.space.lg,
  fontSize: vars.fontSize.md,
  color: vars.color.inkSoft,
});

export const pagination = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
  borderTop: `1px solid ${vars.color.rule}`,
  paddingTop: vars.space.sm,
});

export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: '4px',
  background: vars.color.paper,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.ink, background: vars.color.surface },
    '&[rel="next"]': { justifySelf: 'end' },
  },
});

export const pageOf = style({ fontSize: vars.fontSize.sm, color: vars.color.muted });
