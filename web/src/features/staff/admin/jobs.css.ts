import { style } from '@vanilla-extract/css';

import { vars } from '../../../ui/theme.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.75rem',
  cursor: 'pointer',
  fontWeight: 600,
  fontSize: vars.fontSize.xs,
});

export const track = style({
  position: 'relative',
  width: '2.5rem',
  height: '1.5rem',
  flex: 'none',
  borderRadius: '999px',
  border: `2px solid ${vars.color.inkSoft}`,
  background: vars.color.paper,
  transition: 'background 120ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.green, borderColor: vars.color.green },
    [`${switchRoot}[data-focus-visible] &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${switchRoot}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '1rem',
  height: '1rem',
  borderRadius: '50%',
  background: vars.color.inkSoft,
  transition: 'transform 120ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(1rem)', background: vars.color.paper },
  },
});

export const application = style({ display: 'grid', gap: vars.space.xs, paddingBlock: vars.space.md, borderTop: `1px solid ${vars.color.rule}` });

export const letter = style({ whiteSpace: 'pre-line', lineHeight: vars.lineHeight.body });

export const dl = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.md, rowGap: vars.space.xxs, fontSize: vars.fontSize.xs });

export const dt = style({ fontWeight: 700 });
