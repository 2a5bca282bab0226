import { keyframes, style } from '@vanilla-extract/css';

import { media, vars } from '../../ui/theme.css';

// Visibility utilities win over the component's own display (hence !important).
const belowMd = 'screen and (max-width: 59.99em)';

/** Shown below 960 px only (hamburger, search toggle, search bar). */
export const mobileOnly = style({
  '@media': { [media.md]: { display: 'none !important' } },
});

/** Shown from 960 px only (inline search box, section nav). */
export const desktopOnly = style({
  '@media': { [belowMd]: { display: 'none !important' } },
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  color: vars.color.ink,
  cursor: 'pointer',
  selectors: {
    '&:hover, &:active': { background: vars.color.surface },
    '&[aria-expanded="true"]': { borderColor: vars.color.ink },
  },
});

export const searchBar = style({
  paddingBottom: vars.space.sm,
});

const overlayIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const sheetIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  background: 'rgba(20, 23, 28, 0.55)',
  selectors: {
    '&[data-entering]': { animation: `${overlayIn} 160ms ease-out` },
    '&[data-exiting]': { animation: `${overlayIn} 120ms ease-in reverse` },
  },
});

export const sheet = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(20rem, 85vw)',
  overflowY: 'auto',
  background: vars.color.paper,
  color: vars.color.ink,
  boxShadow: '4px 0 24px rgba(20, 23, 28, 0.25)',
  selectors: {
    '&[data-entering]': { animation: `${sheetIn} 200ms ease-out` },
    '&[data-exiting]': { animation: `${sheetIn} 160ms ease-in reverse` },
  },
});

export const sheetDialog = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.md,
  outline: 'none',
});

export const sheetHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBottom: vars.space.sm,
  borderBottom: `3px solid ${vars.color.ruleStrong}`,
});

export const sheetTitle = style({
  fontSize: vars.fontSize.lg,
});

export const sheetList = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const sheetLink = style({
  display: 'block',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderBottom: `1px solid ${vars.color.rule}`,
  fontWeight: 600,
  color: vars.color.ink,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&[aria-current="page"]': {
      color: vars.color.michiganBlue,
      boxShadow: `inset 3px 0 0 ${vars.color.michiganBlue}`,
    },
    '&:focus-visible': { outlineOffset: '-3px' },
  },
});

export const quickActions = style({
  display: 'grid',
  gap: vars.space.xs,
});

export const quickTitle = style({
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const quickAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.navy,
  color: vars.color.paper,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.ink },
  },
});
