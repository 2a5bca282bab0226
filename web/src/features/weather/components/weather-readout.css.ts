import { style } from '@vanilla-extract/css';

import { vars } from '../../../ui/theme.css';

/**
 * The slot always takes the same box, loading, failed or filled, so the top
 * bar never shifts when the reading arrives.
 */
export const slot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  width: '17rem',
  maxWidth: '100%',
  minHeight: '1.25rem',
  whiteSpace: 'nowrap',
  color: vars.color.inkSoft,
});

export const icon = style({
  flex: 'none',
  width: '1.125rem',
  height: '1.125rem',
  color: vars.color.michiganBlue,
});
