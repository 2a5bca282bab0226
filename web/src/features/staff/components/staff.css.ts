import { globalStyle, keyframes, style } from '@vanilla-extract/css';

import { media, vars } from '../../../ui/theme.css';

export { tabs, tabList, tab, tabPanel } from '../../../ui/tabs.css';

/* Page frame */

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  '@media': { [media.md]: { paddingBlock: vars.space.xl, gap: vars.space.xl } },
});

export const narrow = style({ width: '100%', maxWidth: '32rem', marginInline: 'auto' });

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `3px solid ${vars.color.ruleStrong}`,
});

export const headerText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const kicker = style({
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.muted,
});

export const lead = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.body, color: vars.color.inkSoft });

export const sessionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const sessionName = style({ color: vars.color.ink, fontWeight: 700 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const sectionTitle = style({ fontSize: vars.fontSize.lg });

/* Cards */

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  minWidth: 0,
  '@media': { [media.sm]: { padding: vars.space.lg } },
});

export const cardTitle = style({ fontSize: vars.fontSize.lg });

export const muted = style({ color: vars.color.muted, fontSize: vars.fontSize.xs });

export const empty = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'center',
  padding: vars.space.xl,
  textAlign: 'center',
  border: `1px dashed ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  color: vars.color.inkSoft,
});

export const emptyTitle = style({ fontSize: vars.fontSize.lg, color: vars.color.ink });

/** A message from the server shown in place (sign-in errors). */
export const alert = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.breakingRed}`,
  background: vars.color.surface,
  color: vars.color.ink,
  fontWeight: 600,
  selectors: { '&:empty': { display: 'none' } },
});

/* Forms: the shared controls live in ui/fields.css.ts. */

export { form, twoColumns, field, label, requiredLabel, input, textarea, monospace, description, fieldError, formActions, selectButton, selectValue, popover, listBox, option, checkbox, checkboxBox, checkboxRow } from '../../../ui/fields.css';

/* Tabs */

/* Dialogs */

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 960,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: 'rgba(20, 23, 28, 0.6)',
  selectors: { '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` } },
});

export const modal = style({
  width: '100%',
  maxWidth: '28rem',
  maxHeight: '100%',
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  borderTop: `4px solid ${vars.color.navy}`,
  background: vars.color.paper,
  color: vars.color.ink,
  boxShadow: '0 16px 48px rgba(20, 23, 28, 0.3)',
});

export const wideModal = style([modal, { maxWidth: '48rem' }]);

export const dialog = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [media.sm]: { padding: vars.space.xl } },
});

export const dialogTitle = style({ fontSize: vars.fontSize.xl });

/* Editor */

export const editorLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const sideColumn = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const editorBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const toggleGroup = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.ink}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const toggle = style({
  minHeight: '2.5rem',
  paddingInline: vars.space.md,
  border: 0,
  background: vars.color.paper,
  color: vars.color.ink,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { background: vars.color.navy, color: vars.color.paper },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '-3px' },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const toolButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '2.5rem',
  minWidth: '2.5rem',
  paddingInline: vars.space.xs,
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.ink,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered], &[data-pressed]': { background: vars.color.paper, borderColor: vars.color.rule },
  },
});

export const toolSeparator = style({ width: '1px', alignSelf: 'stretch', background: vars.color.rule, marginInline: vars.space.xxs });

export const preview = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: vars.radius.md,
  minHeight: '12rem',
  '@media': { [media.sm]: { padding: vars.space.lg } },
});

/** The preview reads in one column, like the article page (~70 characters of body text). */
export const previewColumn = style({ display: 'grid', gap: vars.space.md, width: '100%', maxWidth: '42rem', marginInline: 'auto', minWidth: 0 });

export const previewTitle = style({ fontSize: vars.fontSize.xl, '@media': { [media.md]: { fontSize: vars.fontSize.xxl } } });

export const previewDek = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.md, color: vars.color.inkSoft, lineHeight: 1.45 });

export const previewImage = style({
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surface,
});

export const guideList = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.xs });

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  background: vars.color.surface,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
});

/* Lists of things (articles, users, subscribers, queue) */

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const rowMain = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, overflowWrap: 'anywhere' });

export const rowTitle = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.md, fontWeight: 700 });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

/** The user list scrolls inside a box about 96 units (24rem) high (staff §2). */
export const userScroll = style({
  maxHeight: '24rem',
  overflowY: 'auto',
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: vars.radius.md,
});

export const roleSelect = style({ minWidth: '9rem' });

export const articleCard = style([card, { gap: vars.space.sm }]);

export const cardImage = style({
  width: '100%',
  maxWidth: '20rem',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
});

export const notes = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.yellow}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.xs,
});

export const notesLabel = style({ fontWeight: 700 });

export const textLinkButton = style({
  color: vars.color.michiganBlue,
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});

/* Review */

export const reviewLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: '20rem minmax(0, 1fr)' } },
});

export const queueItem = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-hovered]': { background: vars.color.surface },
    '&[data-selected]': { borderColor: vars.color.navy, boxShadow: `inset 4px 0 0 ${vars.color.navy}` },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const queueList = style({ display: 'grid', gap: vars.space.xs, outline: 'none' });

export const dangerButton = style({
  background: vars.color.breakingRed,
  color: vars.color.paper,
  selectors: { '&[data-hovered], &[data-pressed]': { background: vars.color.ink } },
});

/* Subscribers */

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.xs });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.rule}`,
  textAlign: 'left',
  overflowWrap: 'anywhere',
});
globalStyle(`${table} th`, { borderBottom: `2px solid ${vars.color.ink}` });

export const tableScroll = style({ overflowX: 'auto' });
