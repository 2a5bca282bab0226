import { style } from '@vanilla-extract/css';

import { media, vars } from './theme.css';

/**
 * The frame of the data desks' pages (the legislature, campaign finance): a
 * header with kicker and intro, section headings, card grids, stat rows,
 * tables, fields and an empty state. Tabs are in tabs.css.ts.
 */
export const page = style({ display: 'grid', gap: vars.space.xl, paddingTop: vars.space.lg, paddingBottom: vars.space.xxl, '@media': { [media.md]: { paddingTop: vars.space.xl } } });

export const header = style({ display: 'grid', gap: vars.space.xs, maxWidth: '52rem' });
export const kicker = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.xs, fontWeight: 800, letterSpacing: '0.08em', textTransform: 'uppercase', color: vars.color.michiganBlue, margin: 0 });
export const intro = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.md, margin: 0 });
export const headerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const sectionHeading = style({ fontSize: vars.fontSize.lg, borderTop: `3px solid ${vars.color.ruleStrong}`, paddingTop: vars.space.xs, margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
/** A wide main column and a narrow side one. */
export const columns = style({ display: 'grid', gap: vars.space.xl, alignItems: 'start', '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } } });

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  minWidth: 0,
});
export const cardHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.sm, flexWrap: 'wrap' });
export const cardTitle = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.headline, margin: 0 });
export const meta = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.xs, color: vars.color.muted, margin: 0 });
export const text = style({ fontSize: vars.fontSize.sm, margin: 0, color: vars.color.inkSoft });
export const plainList = style({ margin: 0, paddingLeft: vars.space.md, fontSize: vars.fontSize.xs, display: 'grid', gap: vars.space.xxs });
/** Where a figure comes from: a small muted line. */
export const source = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.xs, color: vars.color.muted, margin: 0, display: 'flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap' });

export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const stat = style([card, { textAlign: 'left' }]);

export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const fieldLabel = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.xs, fontWeight: 700, color: vars.color.ink });
export const input = style({
  minHeight: '2.75rem',
  width: '100%',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.sans,
  background: vars.color.paper,
  color: vars.color.ink,
  selectors: { '&[data-focused], &:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' } },
});

export const empty = style({ padding: vars.space.xl, textAlign: 'center', border: `1px dashed ${vars.color.rule}`, borderRadius: vars.radius.md, display: 'grid', gap: vars.space.xs });
export const emptyTitle = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.lg, margin: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.xs, fontFamily: vars.font.sans });
export const cell = style({ textAlign: 'left', padding: vars.space.xs, borderBottom: `1px solid ${vars.color.rule}`, verticalAlign: 'top' });
