import { globalStyle, keyframes, style } from '@vanilla-extract/css';

import { media, vars } from '../../../ui/theme.css';

/* Footer form (on the navy footer) */

export const footerForm = style({
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: '28rem',
});

export const footerSection = style({
  display: 'grid',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
});

/** Holds the form's height (label, gap, 2.75rem row) while the form loads. */
export const footerSlot = style({
  minHeight: `calc(1.4em + ${vars.space.xs} + 2.75rem)`,
});

export const footerField = style({
  display: 'grid',
  gap: vars.space.xs,
});

export const footerTitle = style({
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.paper,
});

export const footerLabel = style({
  fontWeight: 600,
  color: vars.color.paper,
});

export const footerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const footerInput = style({
  flex: '1 1 12rem',
  minWidth: 0,
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.paper}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
  },
});

export const footerButton = style({
  flex: 'none',
  minHeight: '2.75rem',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.paper}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  color: vars.color.navy,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-pending]': { cursor: 'progress' },
  },
});

// On navy, the house focus blue is too dark to see: use white rings here.
globalStyle(`${footerForm} [data-focus-visible], ${footerForm} :focus-visible`, {
  outlineColor: vars.color.paper,
});

export const welcomeCard = style({
  display: 'grid',
  gap: vars.space.xxs,
  maxWidth: '28rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.yellow}`,
  background: vars.color.paper,
  color: vars.color.ink,
  selectors: {
    '&:focus-visible': { outlineColor: vars.color.paper },
  },
});

export const welcomeTitle = style({
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
});

/* Pop-up */

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(1rem) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 950,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: 'rgba(20, 23, 28, 0.55)',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 200ms ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} 150ms ease-in reverse` },
  },
});

export const modal = style({
  width: '100%',
  maxWidth: '28rem',
  maxHeight: '100%',
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  borderTop: `4px solid ${vars.color.michiganBlue}`,
  background: vars.color.paper,
  color: vars.color.ink,
  boxShadow: '0 16px 48px rgba(20, 23, 28, 0.3)',
  selectors: {
    '&[data-entering]': { animation: `${rise} 220ms ease-out` },
  },
});

export const dialog = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [media.sm]: { padding: vars.space.xl } },
});

export const closeButton = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.inkSoft,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface, color: vars.color.ink },
  },
});

export const popupTitle = style({
  fontSize: vars.fontSize.xl,
  paddingRight: vars.space.xl,
});

export const popupLead = style({
  color: vars.color.inkSoft,
  lineHeight: vars.lineHeight.body,
});

export const bullets = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const bullet = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const bulletIcon = style({
  flex: 'none',
  color: vars.color.green,
});

export const popupForm = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const popupField = style({
  display: 'grid',
  gap: vars.space.xxs,
});

export const popupLabel = style({
  fontWeight: 600,
  fontSize: vars.fontSize.xs,
});

export const popupInput = style({
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    '&[data-invalid]': { borderColor: vars.color.breakingRed },
  },
});

export const popupError = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.breakingRed,
});

export const popupActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const popupNote = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});
