import { style } from '@vanilla-extract/css';

import { media, vars } from '../../../ui/theme.css';

export const article = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  '@media': { [media.md]: { paddingBlock: vars.space.xl } },
});

// One reading column (~70 characters of body text) for headline, body and source box.
const column = style({
  width: '100%',
  maxWidth: '42rem',
  marginInline: 'auto',
});

export const header = style([column, { display: 'grid', gap: vars.space.md }]);

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const title = style({
  fontSize: vars.fontSize.xl,
  letterSpacing: '-0.01em',
  '@media': { [media.md]: { fontSize: vars.fontSize.xxl } },
});

export const dek = style({
  fontFamily: vars.font.serif,
  fontSize: vars.fontSize.md,
  lineHeight: 1.45,
  color: vars.color.inkSoft,
  '@media': { [media.md]: { fontSize: vars.fontSize.lg } },
});

export const byline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBlock: `1px solid ${vars.color.rule}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
});

export const author = style({ color: vars.color.ink, fontWeight: 700 });

export const dot = style({ selectors: { '&::before': { content: '"·"' } } });

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  paddingInline: vars.space.xs,
  paddingBlock: '0.125rem',
  border: `1px solid ${vars.color.rule}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  color: vars.color.inkSoft,
});

export const hero = style({
  width: '100%',
  maxWidth: '60rem',
  marginInline: 'auto',
});

export const heroBox = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  background: vars.color.surface,
});

export const heroFrame = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  border: 0,
  objectFit: 'cover',
  background: vars.color.ink,
});

export const gate = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  textAlign: 'center',
  background: vars.color.ink,
  color: vars.color.paper,
});

export const gateTitle = style({ fontSize: vars.fontSize.lg });

export const gateActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' });

/** The body's column while the article loads (the body itself is styled by ui/article-body). */
export const bodyPlaceholder = style([column, { display: 'grid', gap: vars.space.md }]);

export const source = style([
  column,
  {
    display: 'grid',
    gap: vars.space.xxs,
    padding: vars.space.md,
    background: vars.color.surface,
    borderLeft: `4px solid ${vars.color.navy}`,
    fontSize: vars.fontSize.xs,
    color: vars.color.inkSoft,
  },
]);

export const sourceTitle = style({
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.ink,
});

/** Related stories and the carousel under the article. */
export const more = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBottom: vars.space.xl,
});
