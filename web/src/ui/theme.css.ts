import { createGlobalTheme } from '@vanilla-extract/css';

import { palette } from './palette';

/**
 * The one Mitics theme. Accents are used as accents only (badges, rules, the
 * breaking bar); text/background pairs in palette.ts meet WCAG AA (see
 * palette.test.ts, which recomputes the ratios).
 */
export const vars = createGlobalTheme(':root', {
  color: {
    ...palette,
    ruleStrong: palette.ink,
    grey: palette.muted,
    focus: palette.michiganBlue,
  },
  font: {
    // System stacks: no webfont download on the critical path (see DESIGN.md).
    serif:
      'Charter, "Bitstream Charter", "Sitka Text", Cambria, "Iowan Old Style", Georgia, "DejaVu Serif", "Liberation Serif", serif',
    sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Liberation Sans", Arial, sans-serif',
  },
  fontSize: {
    xs: '0.875rem', // 14
    sm: '1rem', // 16
    md: '1.125rem', // 18
    lg: '1.375rem', // 22
    xl: '1.75rem', // 28
    xxl: '2.5rem', // 40
  },
  lineHeight: {
    headline: '1.15',
    body: '1.6',
    ui: '1.4',
  },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: {
    sm: '2px',
    md: '4px',
  },
  width: {
    page: '80rem',
    measure: '42rem',
  },
});

/** Breakpoints from DESIGN.md: mobile first, then ~640, ~960 and ~1280 px. */
export const media = {
  sm: 'screen and (min-width: 40em)',
  md: 'screen and (min-width: 60em)',
  lg: 'screen and (min-width: 80em)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

