import type { AnalyticsTrackBody } from '@mitics/contracts';

/** Reader spec §7: site-wide analytics events. */
export const PAGE_VIEW_DELAY_MS = 1000;
export const TIME_ON_PAGE_CHECK_MS = 30_000;
export const SCROLL_MILESTONES = [25, 50, 75, 100] as const;
export const SESSION_END_MIN_SECONDS = 5;

type SiteEvent = Extract<AnalyticsTrackBody, { event: string }>;
type EventName = SiteEvent['event'];
type EventData = NonNullable<SiteEvent['data']>;

export type SiteTrackerDeps = {
  /** Fire-and-forget POST. */
  send: (body: SiteEvent) => void;
  /** For the page going away (sendBeacon). */
  beacon: (body: SiteEvent) => void;
  sessionId: string;
  now?: () => number;
  userAgent?: string;
  referrer?: string;
};

export type SiteTracker = ReturnType<typeof createSiteTracker>;

/**
 * The schedule of the site events, free of the DOM: page_view 1 s after each
 * route change; scroll_depth once per milestone per page; time_on_page
 * checked every 30 s and reported at 60, 90, ... seconds; external_link_click;
 * session_end on leaving after more than 5 s.
 */
export function createSiteTracker(deps: SiteTrackerDeps) {
  const now = deps.now ?? Date.now;
  const sessionStart = now();
  let path = '';
  let pageStart = sessionStart;
  let lastTimeReported = 0;
  let depthsSent = new Set<number>();
  let pageViewTimer: ReturnType<typeof setTimeout> | undefined;
  let timeTimer: ReturnType<typeof setInterval> | undefined;

  const build = (event: EventName, category: SiteEvent['category'], extra: { value?: number; data?: EventData } = {}) => {
    const body: SiteEvent = {
      event,
      category,
      path: path.slice(0, 500),
      timestamp: new Date(now()).toISOString(),
      sessionId: deps.sessionId,
      ...extra,
    };
    if (deps.userAgent) body.userAgent = deps.userAgent.slice(0, 400);
    if (deps.referrer) body.referrer = deps.referrer.slice(0, 1000);
    return body;
  };

  const stopPageTimers = () => {
    clearTimeout(pageViewTimer);
    clearInterval(timeTimer);
    pageViewTimer = undefined;
    timeTimer = undefined;
  };

  const checkTimeOnPage = () => {
    const seconds = Math.floor((now() - pageStart) / 1000);
    // Whole multiples of 30 beyond 30: 60, 90, ... (a late timer still reports its mark once).
    const mark = Math.floor(seconds / 30) * 30;
    if (mark > 30 && mark > lastTimeReported) {
      lastTimeReported = mark;
      deps.send(build('time_on_page', 'user_engagement', { data: { seconds: mark } }));
    }
  };

  return {
    /** A new route (and the first page): restarts the per-page schedule. */
    pageChanged(nextPath: string) {
      stopPageTimers();
      path = nextPath;
      pageStart = now();
      lastTimeReported = 0;
      depthsSent = new Set();
      pageViewTimer = setTimeout(() => {
        pageViewTimer = undefined;
        deps.send(build('page_view', 'engagement', { value: 1 }));
      }, PAGE_VIEW_DELAY_MS);
      timeTimer = setInterval(checkTimeOnPage, TIME_ON_PAGE_CHECK_MS);
    },

    /** The reader scrolled to `percent` of the page (0 to 100). */
    scrolled(percent: number) {
      for (const depth of SCROLL_MILESTONES) {
        if (percent >= depth && !depthsSent.has(depth)) {
          depthsSent.add(depth);
          deps.send(build('scroll_depth', 'user_engagement', { data: { depth } }));
        }
      }
    },

    /** A click on a link to another site. */
    externalLinkClicked(url: string, text: string) {
      deps.send(
        build('external_link_click', 'user_engagement', {
          data: { url: url.slice(0, 500), text: text.trim().replace(/\s+/g, ' ').slice(0, 100) },
        }),
      );
    },

    /** The page is going away (pagehide). */
    pageHidden() {
      const totalSeconds = Math.round((now() - sessionStart) / 1000);
      if (totalSeconds > SESSION_END_MIN_SECONDS) {
        deps.beacon(build('session_end', 'user_engagement', { data: { totalSeconds } }));
      }
    },

    dispose: stopPageTimers,
  };
}

/** How far the page has been scrolled, 0 to 100 (rounded, so a sub-pixel short of the end is 100). */
export function scrollPercent(scrollY: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((scrollY / scrollable) * 100)));
}

/** The absolute URL of a link when it leads to another site over http(s); otherwise null. */
export function externalHref(href: string, currentOrigin: string): string | null {
  try {
    const url = new URL(href, currentOrigin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === currentOrigin ? null : url.href;
  } catch {
    return null;
  }
}
