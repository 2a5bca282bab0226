import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';

import { ArticleGridSkeleton } from '../features/articles/components/article-grid-skeleton';
import { ArticleSkeleton } from '../features/articles/components/article-skeleton';
import { HomeSkeleton } from '../features/home/components/home-skeleton';
import { container } from '../ui/layout.css';
import { PageReady } from '../ui/page-ready';
import { PageSkeleton } from '../ui/page-skeleton';
import { leftServerPage } from '../ui/server-drawn';
import { RootLayout } from './layout/root-layout';
import type { ComingSoonProps } from './routes/coming-soon';
import type { TopicPageProps } from './routes/topic';
import { RouteBoundary } from './routes/route-boundary';
import * as routeStyles from './routes/routes.css';

// Page bodies are split out of the entry bundle and load on first visit.
const HomePage = lazy(() => import('./routes/home'));
const ArticlePage = lazy(() => import('./routes/article'));
const SearchPage = lazy(() => import('./routes/search'));
const TopicPage = lazy(() => import('./routes/topic'));
const ComingSoonPage = lazy(() => import('./routes/coming-soon'));
const NotFoundPage = lazy(() => import('./routes/not-found'));

// The civic screens (issue 9): the delegation, both legislature trackers and every legislator's profile.
const RepresentativesPage = lazy(() => import('../features/legislature/components/representatives-page'));
const TrackerPage = lazy(() => import('../features/legislature/components/tracker-page'));
const SessionPage = lazy(() => import('../features/legislature/components/session-page'));
// The profile and its campaign money panel, joined in app/routes/legislator.tsx (features do not import each other).
const LegislatorPage = lazy(() => import('./routes/legislator'));

// Campaign finance (issue 10): the hub (its tab choices reported to analytics) and a page per candidate.
const CampaignFinancePage = lazy(() => import('./routes/campaign-finance'));
const CandidatePage = lazy(() => import('../features/campaign-finance/components/candidate-page'));

// The staff and account screens: their own chunks, never part of a reader's download.
const LoginPage = lazy(() => import('../features/staff/accounts/login-page'));
const RegisterPage = lazy(() => import('../features/staff/accounts/register-page'));
const AdminPage = lazy(() => import('../features/staff/admin/admin-page'));
const CreatePage = lazy(() => import('../features/staff/editor/create-page'));
const ContributePage = lazy(() => import('../features/staff/contribute/contribute-page'));
const ReviewPage = lazy(() => import('../features/staff/review/review-page'));
const TwitterSettingsPage = lazy(() => import('../features/staff/social/twitter-settings-page'));

// The newsroom's own pages: careers, contact, the newsletter, podcasts and the company pages.
const CareersPage = lazy(() => import('../features/careers/components/careers-page'));
const ContactPage = lazy(() => import('../features/contact/components/contact-page'));
const NewsletterPage = lazy(() => import('../features/newsletter/components/newsletter-page'));
const UnsubscribePage = lazy(() => import('../features/newsletter/components/unsubscribe-page'));
const PodcastPage = lazy(() => import('../features/podcasts/components/podcast-page'));
const AboutPage = lazy(() => import('../features/company/components/about-page'));
const TermsPage = lazy(() => import('../features/company/components/terms-page'));
const PrivacyPage = lazy(() => import('../features/company/components/privacy-page'));

/**
 * A route's page behind its own Suspense boundary (keyed per route, so a
 * navigation shows the new page's skeleton rather than holding the old page).
 */
function page(key: string, content: ReactNode, fallback: ReactNode = <PageSkeleton />) {
  return (
    <Suspense key={key} fallback={fallback}>
      {content}
      <PageReady />
    </Suspense>
  );
}

function lazyPage(key: string, Page: ComponentType, fallback?: ReactNode) {
  return page(key, <Page />, fallback);
}

/** Specified sections that are not built yet: their real titles (reader and staff specs §2). */
export const comingSoonPages: Record<string, ComingSoonProps> = {};

/** Topic pages (reader §2, Topic pages): /breaking-news and /breaking show the same page. */
const topicRoutes: Array<[path: string, topic: TopicPageProps['topic']]> = [
  ['/michigan-politics', 'michigan-politics'],
  ['/breaking-news', 'breaking'],
  ['/breaking', 'breaking'],
  ['/federal', 'federal'],
  ['/analysis', 'analysis'],
];

function topicRoute([path, topic]: (typeof topicRoutes)[number]): RouteObject {
  return { path, element: page(`topic:${topic}`, <TopicPage topic={topic} />, topicSkeleton) };
}

function comingSoon(path: string): RouteObject {
  const props = comingSoonPages[path];
  if (!props) throw new Error(`No coming-soon page for ${path}`);
  return { path, element: page(path, <ComingSoonPage {...props} />) };
}

/** One error boundary per route area: an error shows inside the shell, for that area only. */
function area(children: RouteObject[]): RouteObject {
  return { element: <RouteBoundary />, children };
}

const homeSkeleton = <HomeSkeleton />;
const topicSkeleton = (
  <div className={`${container} ${routeStyles.page}`}>
    <ArticleGridSkeleton label="Loading page" />
  </div>
);
const articleSkeleton = (
  <div className={container}>
    <ArticleSkeleton />
  </div>
);

export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteBoundary root>
        <RootLayout />
      </RouteBoundary>
    ),
    children: [
      area([{ index: true, element: lazyPage('home', HomePage, homeSkeleton) }]),
      area([
        { path: 'article/:slug', element: lazyPage('article', ArticlePage, articleSkeleton) },
        { path: 'article', element: lazyPage('article', ArticlePage, articleSkeleton) },
      ]),
      area(topicRoutes.map(topicRoute)),
      area([{ path: 'search', element: lazyPage('search', SearchPage) }]),
      area([
        { path: 'legislature', element: lazyPage('legislature', SessionPage) },
        { path: 'legislature-tracker', element: lazyPage('legislature-tracker', TrackerPage) },
        { path: 'representatives', element: lazyPage('representatives', RepresentativesPage) },
        { path: 'legislators/:id', element: lazyPage('legislator', LegislatorPage) },
      ]),
      area([
        { path: 'campaign-finance', element: lazyPage('campaign-finance', CampaignFinancePage) },
        { path: 'campaign-finance/candidates/:id', element: lazyPage('campaign-finance-candidate', CandidatePage) },
      ]),
      area(Object.keys(comingSoonPages).map(comingSoon)),
      area([{ path: 'podcast', element: lazyPage('podcast', PodcastPage) }]),
      area([
        { path: 'newsletter', element: lazyPage('newsletter', NewsletterPage) },
        { path: 'newsletter/unsubscribe', element: lazyPage('unsubscribe', UnsubscribePage) },
      ]),
      area([
        { path: 'about', element: lazyPage('about', AboutPage) },
        { path: 'terms', element: lazyPage('terms', TermsPage) },
        { path: 'privacy', element: lazyPage('privacy', PrivacyPage) },
      ]),
      area([{ path: 'contact', element: lazyPage('contact', ContactPage) }]),
      area([{ path: 'careers', element: lazyPage('careers', CareersPage) }]),
      area([
        { path: 'login', element: lazyPage('login', LoginPage) },
        { path: 'register', element: lazyPage('register', RegisterPage) },
        { path: 'adminpanel', element: lazyPage('adminpanel', AdminPage) },
        { path: 'create', element: lazyPage('create', CreatePage) },
        { path: 'contribute', element: lazyPage('contribute', ContributePage) },
        { path: 'review', element: lazyPage('review', ReviewPage) },
        { path: 'twitter-settings', element: lazyPage('twitter-settings', TwitterSettingsPage) },
      ]),
      area([{ path: '*', element: lazyPage('not-found', NotFoundPage) }]),
    ],
  },
];

/**
 * The app's pages for the location of the router around it (<BrowserRouter> in
 * the browser, <StaticRouter> on the server). Declarative routing, not the data
 * router: the app uses no loaders or actions, and the data router's code is
 * about 16 kB gzip of the first load (issue 13).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const [landed] = useState(pathname);
  // Once the reader has left the page they landed on (which the server may have drawn), the browser
  // draws everything itself, from that page's first render on. A hook, not a component of its own:
  // the tree must stay the one the server drew, or React's ids (useId) would differ from its markup.
  if (pathname !== landed) leftServerPage();
  // `<html data-app>` once the app has drawn in the browser (web/src/main.tsx starts it after the
  // first paint; before then a page the browser draws is only the HTML placeholder). Browser tests
  // wait for it. A hook here too, for the same reason.
  useEffect(() => {
    document.documentElement.setAttribute('data-app', '');
  }, []);
  return useRoutes(routes);
}
