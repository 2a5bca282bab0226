import { keyframes, style } from '@vanilla-extract/css';

import { media, vars } from '../../../ui/theme.css';

/** Until the page is live in the browser (web/src/ui/page-ready.tsx marks `<html data-hydrated>`). */
const NOT_LIVE = 'html:not([data-hydrated])';

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  // The track holds the list twice: half its width is one whole list.
  to: { transform: 'translateX(-50%)' },
});

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.35 },
});

/*
 * Phones: the label and the buttons on one row, the list below at full width.
 * From 640 px: one row. The loading bar has the same rows, so nothing moves.
 */
export const bar = style({
  background: vars.color.breakingRed,
  color: vars.color.paper,
  fontSize: vars.fontSize.xs,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateRows: '2.75rem 2.25rem',
  gridTemplateAreas: '"label controls" "viewport viewport"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  '@media': {
    [media.sm]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateRows: '3rem',
      gridTemplateAreas: '"label viewport controls"',
    },
  },
});

export const label = style({
  gridArea: 'label',
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: 800,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  '@media': {
    [media.sm]: { paddingRight: vars.space.sm, borderRight: '1px solid rgba(255, 255, 255, 0.5)' },
  },
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: '50%',
  background: vars.color.paper,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  selectors: {
    // 'Live' beats once the page is live (its live stream starts with the app).
    [`${NOT_LIVE} &`]: { animationPlayState: 'paused' },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const viewport = style({
  gridArea: 'viewport',
  position: 'relative',
  minWidth: 0,
  overflow: 'hidden',
  '@media': {
    // No scrolling by itself: the reader scrolls the list.
    [media.reducedMotion]: { overflowX: 'auto' },
  },
});

export const track = style({
  display: 'flex',
  width: 'max-content',
  animationName: scroll,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    // Hover, keyboard focus or the pause button stop it (WCAG 2.2.2).
    [`${viewport}:hover &, ${viewport}:focus-within &, ${viewport}[data-paused] &`]: {
      animationPlayState: 'paused',
    },
    // A page the server drew stands still until the app has taken it over, so the
    // pause button works whenever the list moves; and the first seconds of a visit,
    // when the phone is busiest, draw no frame for it.
    [`${NOT_LIVE} &`]: { animationPlayState: 'paused' },
  },
  '@media': {
    [media.reducedMotion]: { animation: 'none' },
  },
});

export const list = style({
  display: 'flex',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  whiteSpace: 'nowrap',
});

/** The second copy that makes the loop seamless: not read, not focusable, not shown without motion. */
export const copy = style([
  list,
  {
    '@media': { [media.reducedMotion]: { display: 'none' } },
  },
]);

export const item = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingRight: vars.space.xl,
  selectors: {
    '&::after': {
      content: '"•"',
      paddingLeft: vars.space.xl,
      opacity: 0.7,
    },
  },
});

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 700,
});

export const link = style({
  color: vars.color.paper,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.paper, outlineOffset: '-1px' },
  },
});

export const breakingText = style({
  fontWeight: 700,
});

export const controls = style({
  gridArea: 'controls',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

export const pause = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: '2.25rem',
  minWidth: '2.25rem',
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.paper}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.paper,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: 'rgba(0, 0, 0, 0.2)' },
    '&:focus-visible': { outlineColor: vars.color.paper },
  },
  '@media': { [media.reducedMotion]: { display: 'none' } },
});

export const pauseText = style({
  display: 'none',
  '@media': { [media.sm]: { display: 'inline' } },
});

export const allUpdates = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  color: vars.color.breakingRed,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outlineColor: vars.color.paper },
  },
});

/** While loading: the bar keeps its height so nothing below moves. */
export const placeholder = style({
  gridArea: 'viewport',
  width: '100%',
  height: '0.75rem',
  maxWidth: '28rem',
  borderRadius: vars.radius.sm,
  background: 'rgba(255, 255, 255, 0.25)',
});
