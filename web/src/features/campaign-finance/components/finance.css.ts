import { style } from '@vanilla-extract/css';

import { media, vars } from '../../../ui/theme.css';

export const page = style({ display: 'grid', gap: vars.space.xl, paddingTop: vars.space.lg, paddingBottom: vars.space.xxl, '@media': { [media.md]: { paddingTop: vars.space.xl } } });

export const hero = style({ display: 'grid', gap: vars.space.xs, maxWidth: '52rem' });
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
export const twoColumns = style({ display: 'grid', gap: vars.space.lg, '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const columns = style({ display: 'grid', gap: vars.space.xl, alignItems: 'start', '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } } });
export const stack = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0 });
export const list = style([stack, { margin: 0, padding: 0, listStyle: 'none', gap: vars.space.md }]);

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
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, alignItems: 'center' });

export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xs, margin: 0 });
export const figure = style({ display: 'grid', gap: '0.125rem', margin: 0 });
export const figureLabel = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.xs, color: vars.color.muted, margin: 0 });
export const figureValue = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.ink, margin: 0 });

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
export const statValue = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.xl, lineHeight: 1, margin: 0, color: vars.color.ink, overflowWrap: 'anywhere', '@media': { [media.lg]: { fontSize: vars.fontSize.xxl } } });
export const statLabel = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.xs, fontWeight: 700, color: vars.color.inkSoft, margin: 0 });

export const field = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, maxWidth: '32rem' });
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

export const tabs = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const tabList = style({ display: 'flex', gap: vars.space.xxs, overflowX: 'auto', borderBottom: `1px solid ${vars.color.rule}` });
export const tab = style({
  paddingInline: vars.space.md,
  minHeight: '2.75rem',
  display: 'inline-flex',
  alignItems: 'center',
  borderBottom: '3px solid transparent',
  fontFamily: vars.font.sans,
  fontWeight: 600,
  color: vars.color.inkSoft,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.ink },
    '&[data-selected]': { color: vars.color.ink, borderBottomColor: vars.color.michiganBlue },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
  },
});
export const tabPanel = style({ display: 'grid', gap: vars.space.lg, outline: 'none', minWidth: 0 });

export const empty = style({ padding: vars.space.xl, textAlign: 'center', border: `1px dashed ${vars.color.rule}`, borderRadius: vars.radius.md, display: 'grid', gap: vars.space.xs });
export const emptyTitle = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.lg, margin: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.xs, fontFamily: vars.font.sans });
export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
export const cell = style({ textAlign: 'left', padding: vars.space.xs, borderBottom: `1px solid ${vars.color.rule}`, verticalAlign: 'top' });
export const numberCell = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);
export const caption = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.xs, color: vars.color.muted, textAlign: 'left', paddingBottom: vars.space.xs });

export const ranked = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const rankedRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const plainList = style({ margin: 0, paddingLeft: vars.space.md, fontSize: vars.fontSize.xs, display: 'grid', gap: vars.space.xxs });

export const sources = style({ padding: vars.space.md, background: vars.color.surface, borderRadius: vars.radius.md, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.xs });
export const sourceLine = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.xs, color: vars.color.muted, margin: 0, display: 'flex', gap: vars.space.xs, alignItems: 'center', flexWrap: 'wrap' });

/** A horizontal share bar: the filled part's width is set inline (a percentage). */
export const bar = style({ height: '0.75rem', background: vars.color.surface, border: `1px solid ${vars.color.rule}`, borderRadius: vars.radius.sm, overflow: 'hidden' });
export const barFill = style({ height: '100%', background: vars.color.michiganBlue });
export const barRow = style({ display: 'grid', gap: vars.space.xxs });
