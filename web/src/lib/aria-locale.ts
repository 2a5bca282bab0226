/**
 * react-aria's default locale, fixed to the site's language. vite.config.ts
 * puts this module in place of react-aria's own `useDefaultLocale.mjs`, which
 * on first evaluation asks Intl which locales it supports (12-25 ms of main
 * thread here while Chromium loads ICU data, 4× that on Lighthouse's phone)
 * and, after hydration, re-renders every react-aria part once more to switch
 * from the server's 'en-US' to the browser's language.
 *
 * The site is written in English (`<html lang="en">`): the words react-aria
 * adds for assistive technology ("Clear search", selection announcements)
 * should be in the page's language, not the browser's, and the server and the
 * browser then draw the same thing. The same two exports, the same shape.
 */
export interface DefaultLocale {
  locale: string;
  direction: 'ltr' | 'rtl';
}

const SITE_LOCALE: DefaultLocale = Object.freeze({ locale: 'en-US', direction: 'ltr' });

export function getDefaultLocale(): DefaultLocale {
  return SITE_LOCALE;
}

/** Not a hook any more (nothing to subscribe to), but called where react-aria calls its hook. */
export function useDefaultLocale(): DefaultLocale {
  return SITE_LOCALE;
}
