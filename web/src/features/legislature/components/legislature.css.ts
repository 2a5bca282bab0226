import { keyframes, style } from '@vanilla-extract/css';

import { grid, input, text } from '../../../ui/data-page.css';
import { offscreenUntilNear } from '../../../ui/offscreen';
import { media, vars } from '../../../ui/theme.css';

/** The data desks' frame (header, cards, stats, tables, fields, empty state) and tabs, shared with the campaign finance pages. */
export * from '../../../ui/data-page.css';
export { tabs, tabList, dataTab as tab, tabPanel } from '../../../ui/tabs.css';

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: '999px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.rule}`,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  color: vars.color.ink,
});
export const dot = style({ width: '0.5rem', height: '0.5rem', borderRadius: '50%', background: vars.color.green });

export const wideGrid = style([grid, { '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } }]);
/**
 * A recent bill's card, below a phone's first screen: laid out and painted only
 * as the reader scrolls near it (ui/offscreen.ts). The tallest demo card is
 * 264 px (320 px wide); a real bill's title can run longer, hence the room.
 * The card's own padding keeps a focus ring inside.
 */
export const offscreenBill = style(offscreenUntilNear('400px', { focusRoom: false }));

export const clamp2 = style([text, { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }]);
export const label = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.xs, fontWeight: 800, letterSpacing: '0.04em', textTransform: 'uppercase', color: vars.color.inkSoft, margin: 0, marginTop: vars.space.xs });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });

export const statValue = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.xxl, lineHeight: 1, margin: 0, color: vars.color.ink });

export const toolbar = style({ display: 'grid', gap: vars.space.sm, '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'end' } } });
export const selectButton = style([input, { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.xs, cursor: 'pointer', textAlign: 'left' }]);
export const popover = style({ background: vars.color.paper, border: `1px solid ${vars.color.rule}`, borderRadius: vars.radius.md, boxShadow: '0 8px 24px rgb(0 0 0 / 0.12)', minWidth: 'var(--trigger-width)', overflow: 'auto' });
export const listBox = style({ outline: 'none', padding: vars.space.xxs });
export const option = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  cursor: 'pointer',
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focused]': { background: vars.color.surface }, '&[data-selected]': { fontWeight: 700 } },
});

export const avatar = style({
  width: '3rem',
  height: '3rem',
  flex: 'none',
  borderRadius: '50%',
  background: vars.color.navy,
  color: vars.color.paper,
  display: 'grid',
  placeItems: 'center',
  fontFamily: vars.font.sans,
  fontWeight: 800,
});
export const person = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const panel = style({ padding: vars.space.lg, background: vars.color.surface, borderRadius: vars.radius.md, display: 'grid', gap: vars.space.sm });
export const lookupForm = style({ display: 'grid', gap: vars.space.sm, '@media': { [media.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto auto', alignItems: 'end' } } });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: '1rem',
  height: '1rem',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 800ms linear infinite`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const sessionGrid = style({ display: 'grid', gap: vars.space.md, '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } });
export const big = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.xl, margin: 0 });

export const dialog = style({ background: vars.color.paper, padding: vars.space.lg, borderRadius: vars.radius.md, maxWidth: '40rem', display: 'grid', gap: vars.space.sm, outline: 'none' });
export const overlay = style({ position: 'fixed', inset: 0, background: 'rgb(0 0 0 / 0.5)', display: 'grid', placeItems: 'center', padding: vars.space.md, zIndex: 50 });
export const template = style({ whiteSpace: 'pre-wrap', fontFamily: vars.font.sans, fontSize: vars.fontSize.sm, background: vars.color.surface, padding: vars.space.md, borderRadius: vars.radius.md, margin: 0 });

export const profileHead = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
export const bigAvatar = style([avatar, { width: '4.5rem', height: '4.5rem', fontSize: vars.fontSize.lg }]);
