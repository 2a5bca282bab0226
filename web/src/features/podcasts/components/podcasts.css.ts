import { style } from '@vanilla-extract/css';

import { media, vars } from '../../../ui/theme.css';

export { tabs, tabList, tab, tabPanel } from '../../../ui/tabs.css';

export const toolbar = style({ display: 'grid', gap: vars.space.md, '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'end' } } });

export const searchField = style({ display: 'grid', gap: vars.space.xxs, maxWidth: '36rem' });

export const searchInput = style({
  width: '100%',
  minHeight: '2.75rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  background: vars.color.paper,
  color: vars.color.ink,
  selectors: { '&::placeholder': { color: vars.color.muted, opacity: 1 }, '&[data-focused]': { borderColor: vars.color.navy } },
});

export const cover = style({ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.skeleton });

export const coverPlaceholder = style([cover, { display: 'grid', placeItems: 'center', background: vars.color.navy, color: vars.color.paper, fontFamily: vars.font.serif, fontSize: vars.fontSize.xl }]);

export const panelHead = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });

export const player = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 40,
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderTop: `3px solid ${vars.color.navy}`,
  background: vars.color.paper,
  boxShadow: '0 -6px 18px rgba(20, 23, 28, 0.12)',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) auto', alignItems: 'center' } },
});

export const audio = style({ width: '100%' });

export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.ink}`,
  borderRadius: vars.radius.md,
  color: vars.color.ink,
  fontWeight: 600,
  fontSize: vars.fontSize.xs,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' }, '&:hover': { background: vars.color.surface } },
});
