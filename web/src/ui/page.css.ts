import { style } from '@vanilla-extract/css';

import { media, vars } from './theme.css';

/**
 * The frame of the reader site's own pages (careers, contact, newsletter,
 * podcasts, about, terms, privacy): a hero, sections, cards and long text.
 */
export const page = style({
  display: 'grid',
  gap: vars.space.xl,
  paddingBlock: vars.space.lg,
  '@media': { [media.md]: { paddingBlock: vars.space.xl, gap: vars.space.xxl } },
});

export const hero = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  borderBottom: `3px solid ${vars.color.ruleStrong}`,
});

export const kicker = style({
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.michiganBlue,
});

export const heroTitle = style({
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.headline,
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const lead = style({
  maxWidth: vars.width.measure,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.inkSoft,
});

export const section = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const sectionTitle = style({
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.headline,
  borderTop: `3px solid ${vars.color.ruleStrong}`,
  paddingTop: vars.space.xs,
  '@media': { [media.md]: { fontSize: vars.fontSize.xl } },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg },
  },
});

export const twoUp = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.rule}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  minWidth: 0,
  '@media': { [media.md]: { padding: vars.space.lg } },
});

export const mutedCard = style([card, { background: vars.color.surface }]);

export const cardTitle = style({
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.headline,
});

export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.muted });

export const body = style({ lineHeight: vars.lineHeight.body, color: vars.color.ink, whiteSpace: 'pre-line' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** Long text (terms, privacy, about): a readable measure. */
export const prose = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: vars.width.measure,
  lineHeight: vars.lineHeight.body,
  fontSize: vars.fontSize.sm,
  '@media': { [media.md]: { fontSize: vars.fontSize.md } },
});

export const proseHeading = style({
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.headline,
  marginTop: vars.space.md,
});

export const list = style({ display: 'grid', gap: vars.space.xs, paddingLeft: vars.space.lg, listStyle: 'disc' });

export const empty = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const emptyTitle = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.lg });

export const statValue = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.xl, fontWeight: 700, lineHeight: 1.1 });

/** The note on invented figures (DESIGN: invented civic/money figures say so on screen). */
export const demoNote = style({
  justifySelf: 'start',
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.inkSoft,
  border: `1px solid ${vars.color.inkSoft}`,
  borderRadius: vars.radius.sm,
  paddingInline: vars.space.xs,
});

/** Dialogs of the reader pages (apply for a job). */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  display: 'grid',
  placeItems: 'start center',
  overflowY: 'auto',
  padding: vars.space.md,
  background: 'rgba(20, 23, 28, 0.55)',
});

export const modal = style({
  width: '100%',
  maxWidth: '44rem',
  marginBlock: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  boxShadow: '0 16px 48px rgba(20, 23, 28, 0.3)',
});

export const dialog = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, outline: 'none' });

export const dialogTitle = style({ fontFamily: vars.font.serif, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.headline });
