import { style } from '@vanilla-extract/css';

import { cell, field as dataField } from '../../../ui/data-page.css';
import { offscreenUntilNear } from '../../../ui/offscreen';
import { media, vars } from '../../../ui/theme.css';

/** The data desks' frame (header, cards, stats, tables, fields, empty state) and tabs, shared with the legislature pages. */
export * from '../../../ui/data-page.css';
export { tabs, tabList, dataTab as tab, tabPanel } from '../../../ui/tabs.css';

export const field = style([dataField, { maxWidth: '32rem' }]);

export const twoColumns = style({ display: 'grid', gap: vars.space.lg, '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const stack = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start', minWidth: 0 });
export const list = style([stack, { margin: 0, padding: 0, listStyle: 'none', gap: vars.space.md }]);

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, alignItems: 'center' });

/**
 * A card in the candidate or donor grid, off a phone's first screen: laid out
 * and painted only as the reader scrolls near it (ui/offscreen.ts; the hub's
 * first layout, median of 11 in a phone-sized Chromium: 37 ms before, 29 after). The
 * tallest real cards: 323 px for a candidate, 236 px for a donor (320 px wide).
 * The card's own padding keeps a focus ring inside.
 */
export const offscreenCandidate = style(offscreenUntilNear('360px', { focusRoom: false }));
export const offscreenDonor = style(offscreenUntilNear('260px', { focusRoom: false }));

export const figures = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xs, margin: 0 });
export const figure = style({ display: 'grid', gap: '0.125rem', margin: 0 });
export const figureLabel = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.xs, color: vars.color.muted, margin: 0 });
export const figureValue = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.ink, margin: 0 });

export const statValue = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.xl, lineHeight: 1, margin: 0, color: vars.color.ink, overflowWrap: 'anywhere', '@media': { [media.lg]: { fontSize: vars.fontSize.xxl } } });
export const statLabel = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.xs, fontWeight: 700, color: vars.color.inkSoft, margin: 0 });

export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });
export const numberCell = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }]);
export const caption = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.xs, color: vars.color.muted, textAlign: 'left', paddingBottom: vars.space.xs });

export const ranked = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const rankedRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const sources = style({ padding: vars.space.md, background: vars.color.surface, borderRadius: vars.radius.md, display: 'grid', gap: vars.space.xs, fontSize: vars.fontSize.xs });

/** A horizontal share bar: the filled part's width is set inline (a percentage). */
export const bar = style({ height: '0.75rem', background: vars.color.surface, border: `1px solid ${vars.color.rule}`, borderRadius: vars.radius.sm, overflow: 'hidden' });
export const barFill = style({ height: '100%', background: vars.color.michiganBlue });
export const barRow = style({ display: 'grid', gap: vars.space.xxs });
