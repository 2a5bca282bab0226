import { globalStyle, style } from '@vanilla-extract/css';

import { media, vars } from '../../../ui/theme.css';

// The reading column of article-detail.css.ts (~70 characters of body text).
const column = style({
  width: '100%',
  maxWidth: '42rem',
  marginInline: 'auto',
});

// Wider sections under the article: related stories, the carousel.
const wide = style({
  width: '100%',
  maxWidth: '60rem',
  marginInline: 'auto',
});

/* Share buttons (header) and share row (foot of the article) */

export const shareBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const shareLabel = style({
  marginRight: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

/** A round icon button or link; 44 px so it is easy to hit. */
export const shareButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: '50%',
  background: vars.color.paper,
  color: vars.color.ink,
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: {
    '&:hover, &[data-hovered], &[data-pressed]': { background: vars.color.surface, borderColor: vars.color.ink },
  },
});

export const shareRow = style([
  column,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    paddingBlock: vars.space.md,
    borderBlock: `1px solid ${vars.color.rule}`,
  },
]);

export const shareRowTitle = style({
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
});

/* Story highlights */

export const highlights = style([
  column,
  {
    display: 'grid',
    gap: vars.space.sm,
    padding: vars.space.md,
    border: `1px solid ${vars.color.rule}`,
    borderTop: `4px solid ${vars.color.michiganBlue}`,
    background: vars.color.surface,
    '@media': { [media.sm]: { padding: vars.space.lg } },
  },
]);

export const boxTitle = style({
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.ink,
});

export const highlightList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  color: vars.color.ink,
});

globalStyle(`${highlightList} li::marker`, { color: vars.color.michiganBlue });

/* Advertisement: the box keeps its size whether or not an ad fills it (no layout shift). */

export const adSlot = style([
  column,
  {
    display: 'grid',
    gap: vars.space.xxs,
    justifyItems: 'center',
  },
]);

export const adLabel = style({
  fontSize: '0.75rem',
  fontWeight: 600,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const adBox = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  maxWidth: '300px',
  height: '250px',
  border: `1px dashed ${vars.color.rule}`,
  background: vars.color.surface,
  color: vars.color.muted,
  fontSize: vars.fontSize.xs,
  '@media': { [media.md]: { maxWidth: '728px', height: '90px' } },
});

/* Related and carousel sections */

export const section = style([wide, { display: 'grid', gap: vars.space.md }]);

export const sectionHeading = style({
  fontSize: vars.fontSize.lg,
  borderTop: `3px solid ${vars.color.ruleStrong}`,
  paddingTop: vars.space.xs,
  '@media': { [media.md]: { fontSize: vars.fontSize.xl } },
});

export const sectionHeadingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  borderTop: `3px solid ${vars.color.ruleStrong}`,
  paddingTop: vars.space.xs,
});

export const plainHeading = style({
  fontSize: vars.fontSize.lg,
  '@media': { [media.md]: { fontSize: vars.fontSize.xl } },
});

export const carouselControls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const carouselCounter = style({
  minWidth: '4.5rem',
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.inkSoft,
  fontVariantNumeric: 'tabular-nums',
});

export const slide = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'center', gap: vars.space.lg },
  },
});

export const slideMedia = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  aspectRatio: '16 / 9',
  background: vars.color.surface,
});

export const slideBody = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0 });

export const slideTitle = style({ fontSize: vars.fontSize.lg, '@media': { [media.md]: { fontSize: vars.fontSize.xl } } });

export const slideExcerpt = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.body,
  color: vars.color.inkSoft,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/* Floating share menu */

export const floating = style({
  position: 'fixed',
  zIndex: 900,
  left: vars.space.md,
  bottom: vars.space.md,
  '@media': { [media.md]: { left: vars.space.lg, bottom: vars.space.lg } },
});

export const floatingButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3.25rem',
  height: '3.25rem',
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: vars.color.navy,
  color: vars.color.paper,
  boxShadow: '0 6px 18px rgba(20, 23, 28, 0.28)',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.ink },
  },
});

export const menuPopover = style({
  minWidth: '12rem',
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  boxShadow: '0 8px 24px rgba(20, 23, 28, 0.18)',
  outline: 'none',
});

export const menu = style({ outline: 'none', display: 'grid' });

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.ink,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surface },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const slideLink = style({
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textDecorationThickness: '1px', textUnderlineOffset: '0.12em' },
  },
});

export const slideKicker = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});
