import { globalStyle, style } from '@vanilla-extract/css';

import { media, vars } from '../../ui/theme.css';

export const skipLink = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.navy,
  color: vars.color.paper,
  fontWeight: 700,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
  },
});

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const main = style({
  flex: 1,
  paddingBottom: vars.space.xxl,
  selectors: {
    // Focus moves here after navigation for screen readers; no ring around the page.
    '&:focus': { outline: 'none' },
  },
});

/* Header */

export const header = style({
  borderBottom: `1px solid ${vars.color.rule}`,
  background: vars.color.paper,
});

export const topBar = style({
  borderBottom: `1px solid ${vars.color.rule}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const topBarInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  '@media': { [media.sm]: { paddingBlock: vars.space.xs } },
});

export const weather = style({
  marginLeft: 'auto',
});

export const dateline = style({
  fontWeight: 700,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  color: vars.color.inkSoft,
});

export const masthead = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  '@media': {
    [media.md]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 24rem)',
      alignItems: 'center',
      paddingBlock: vars.space.lg,
    },
  },
});

export const brand = style({
  display: 'grid',
  gap: vars.space.xxs,
});

export const logo = style({
  justifySelf: 'start',
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  letterSpacing: '-0.02em',
  lineHeight: 1,
  color: vars.color.ink,
  textDecoration: 'none',
  '@media': { [media.sm]: { fontSize: vars.fontSize.xxl }, [media.md]: { fontSize: '3.25rem' } },
});

export const logoMark = style({
  color: vars.color.michiganBlue,
});

export const tagline = style({
  fontFamily: vars.font.serif,
  fontStyle: 'italic',
  fontSize: vars.fontSize.xs,
  lineHeight: 1.3,
  color: vars.color.inkSoft,
  '@media': { [media.sm]: { fontSize: vars.fontSize.sm }, [media.md]: { fontSize: vars.fontSize.md } },
});

export const nav = style({
  borderTop: `3px solid ${vars.color.ruleStrong}`,
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': {
    [media.md]: { gap: vars.space.md, overflowX: 'visible' },
  },
});

export const navLink = style({
  display: 'block',
  whiteSpace: 'nowrap',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderBottom: '3px solid transparent',
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.02em',
  color: vars.color.inkSoft,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.ink, borderBottomColor: vars.color.rule },
    '&[aria-current="page"]': {
      color: vars.color.michiganBlue,
      borderBottomColor: vars.color.michiganBlue,
    },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
  '@media': {
    [media.md]: { fontSize: vars.fontSize.sm, paddingInline: vars.space.xxs },
  },
});

/* Footer */

export const footer = style({
  background: vars.color.navy,
  color: vars.color.navyText,
  fontSize: vars.fontSize.xs,
  paddingTop: vars.space.xl,
});

globalStyle(`${footer} a`, {
  color: vars.color.paper,
  textDecoration: 'none',
});

globalStyle(`${footer} a:hover`, {
  textDecoration: 'underline',
});

export const footerGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  paddingBottom: vars.space.xl,
  '@media': {
    [media.md]: { gridTemplateColumns: '2fr repeat(3, minmax(0, 1fr))' },
  },
});

export const footerBrand = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  '@media': { [media.md]: { gridColumn: 'auto' } },
});

export const footerLogo = style({
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  color: vars.color.paper,
});

export const footerBlurb = style({
  maxWidth: '28rem',
  lineHeight: vars.lineHeight.body,
});

export const footerHeading = style({
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.paper,
  marginBottom: vars.space.sm,
});

export const footerList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const newsletterLink = style({
  justifySelf: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});

// On navy the house focus blue is too dark to see: white rings in the footer.
globalStyle(`${footer} :focus-visible, ${footer} [data-focus-visible]`, {
  outlineColor: vars.color.paper,
});

export const footerBottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  borderTop: `1px solid rgba(255, 255, 255, 0.2)`,
  paddingBlock: vars.space.md,
});

export const copyright = style({});

export const socialList = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '50%',
  border: '1px solid rgba(255, 255, 255, 0.35)',
  selectors: {
    '&:hover': { background: 'rgba(255, 255, 255, 0.12)' },
  },
});
