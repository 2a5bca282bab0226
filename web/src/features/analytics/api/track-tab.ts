import { analyticsSessionId } from '../lib/session';
import { postTrack } from './track';

/**
 * A reader chose a tab: an engagement event (`tab_click`) with the page and the tab.
 * Fire and forget, like every analytics call.
 */
export function trackTabClick(page: string, tab: string): void {
  if (typeof window === 'undefined') return;
  postTrack({
    event: 'tab_click',
    category: 'engagement',
    path: window.location.pathname.slice(0, 500),
    timestamp: new Date().toISOString(),
    sessionId: analyticsSessionId(),
    data: { page: page.slice(0, 500), tab: tab.slice(0, 500) },
  });
}
