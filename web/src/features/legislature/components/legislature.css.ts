import { keyframes, style } from '@vanilla-extract/css';

import { media, vars } from '../../../ui/theme.css';

export const page = style({ display: 'grid', gap: vars.space.xl, paddingTop: vars.space.lg, paddingBottom: vars.space.xxl, '@media': { [media.md]: { paddingTop: vars.space.xl } } });

export const header = style({ display: 'grid', gap: vars.space.xs, maxWidth: '52rem' });
export const kicker = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.xs, fontWeight: 800, letterSpacing: '0.08em', textTransform: 'uppercase', color: vars.color.michiganBlue, margin: 0 });
export const intro = style({ color: vars.color.inkSoft, fontSize: vars.fontSize.md, margin: 0 });
export const headerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

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

export const sectionHeading = style({ fontSize: vars.fontSize.lg, borderTop: `3px solid ${vars.color.ruleStrong}`, paddingTop: vars.space.xs, margin: 0, display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const wideGrid = style([grid, { '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } }]);

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
export const clamp2 = style([text, { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }]);
export const label = style({ fontFamily: vars.font.sans, fontSize: vars.fontSize.xs, fontWeight: 800, letterSpacing: '0.04em', textTransform: 'uppercase', color: vars.color.inkSoft, margin: 0, marginTop: vars.space.xs });
export const plainList = style({ margin: 0, paddingLeft: vars.space.md, fontSize: vars.fontSize.xs, display: 'grid', gap: vars.space.xxs });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs });

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
export const statValue = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.xxl, lineHeight: 1, margin: 0, color: vars.color.ink });

export const toolbar = style({ display: 'grid', gap: vars.space.sm, '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'end' } } });
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
export const columns = style({ display: 'grid', gap: vars.space.xl, alignItems: 'start', '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } } });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.xs, fontFamily: vars.font.sans, selectors: {} });
export const cell = style({ textAlign: 'left', padding: `${vars.space.xs} ${vars.space.xs}`, borderBottom: `1px solid ${vars.color.rule}`, verticalAlign: 'top' });
