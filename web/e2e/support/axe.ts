import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe over the whole page, except React Aria's visually hidden live announcer:
 * it keeps an announced toast's `role="img"` reference for seven seconds after
 * the toast itself has gone, which axe would report as an image without a name.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).exclude('[data-live-announcer]');
}
