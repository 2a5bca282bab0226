import { style, type StyleRule } from '@vanilla-extract/css';

import { vars } from './theme.css';

/**
 * Tabs (react-aria Tabs, TabList, Tab, TabPanel) as the site draws them: a
 * row of tabs over a rule, the selected one underlined.
 */
export const tabs = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const tabList = style({ display: 'flex', gap: vars.space.xxs, overflowX: 'auto', borderBottom: `1px solid ${vars.color.rule}` });
export const tabPanel = style({ display: 'grid', gap: vars.space.lg, outline: 'none', minWidth: 0 });

function tabRule(accent: string, focusWidth: string, extra: StyleRule = {}): StyleRule {
  return {
    paddingInline: vars.space.md,
    minHeight: '2.75rem',
    display: 'inline-flex',
    alignItems: 'center',
    borderBottom: '3px solid transparent',
    ...extra,
    fontWeight: 600,
    color: vars.color.inkSoft,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { color: vars.color.ink },
      '&[data-selected]': { color: vars.color.ink, borderBottomColor: accent },
      '&[data-focus-visible]': { outline: `${focusWidth} solid ${vars.color.focus}`, outlineOffset: `-${focusWidth}` },
    },
  };
}

/** A tab of the site's own pages (podcasts, the staff area): navy underline, 3px focus ring. */
export const tab = style(tabRule(vars.color.navy, '3px'));

/** A tab of the data desks (legislature, campaign finance): sans, Michigan blue underline, 2px focus ring. */
export const dataTab = style(tabRule(vars.color.michiganBlue, '2px', { fontFamily: vars.font.sans }));
