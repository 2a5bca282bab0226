/** Query and mutation keys of the staff feature; nothing else builds them. */
export const staffKeys = {
  all: ['staff'] as const,
  /** GET /api/auth/me: who is signed in. */
  session: () => [...staffKeys.all, 'session'] as const,
  /** GET /api/admin/users. */
  users: () => [...staffKeys.all, 'users'] as const,
  /** GET /api/newsletter/subscribers. */
  subscribers: () => [...staffKeys.all, 'newsletter-subscribers'] as const,
  /** GET /api/newsletter/subscribers/summary: counts over every subscriber. */
  subscriberSummary: () => [...staffKeys.subscribers(), 'summary'] as const,
  /** GET /api/admin/twitter/status. */
  socialStatus: () => [...staffKeys.all, 'social-status'] as const,
  /** GET /api/admin/twitter/posts. */
  socialPosts: () => [...staffKeys.all, 'social-posts'] as const,
  /** GET /api/rss-feeds. */
  rssFeeds: () => [...staffKeys.all, 'rss-feeds'] as const,
  articles: () => [...staffKeys.all, 'articles'] as const,
  /** GET /api/articles?limit={limit}: the newest published articles. */
  recentArticles: (limit: number) => [...staffKeys.articles(), 'recent', limit] as const,
  /** GET /api/admin/articles: the admin panel's page of articles, every status or one. */
  adminArticles: (status: string, offset: number) => [...staffKeys.articles(), 'admin', status, offset] as const,
  /** GET /api/articles/my-articles. */
  myArticles: () => [...staffKeys.articles(), 'mine'] as const,
  /** GET /api/review/queue. */
  reviewQueue: () => [...staffKeys.articles(), 'review-queue'] as const,
  /** GET /api/admin/jobs. */
  jobs: () => [...staffKeys.all, 'jobs'] as const,
  /** GET /api/admin/applications?jobId={id}. */
  applications: (jobId: string) => [...staffKeys.jobs(), 'applications', jobId] as const,
  /** GET /api/admin/contact-messages. */
  contactMessages: () => [...staffKeys.all, 'contact-messages'] as const,
  mutations: {
    job: () => [...staffKeys.all, 'job-change'] as const,
    signIn: () => [...staffKeys.all, 'sign-in'] as const,
    signOut: () => [...staffKeys.all, 'sign-out'] as const,
    register: () => [...staffKeys.all, 'register'] as const,
    verifyAdmin: () => [...staffKeys.all, 'verify-admin'] as const,
    article: () => [...staffKeys.all, 'article-change'] as const,
    user: () => [...staffKeys.all, 'user-change'] as const,
    review: () => [...staffKeys.all, 'review'] as const,
    feed: () => [...staffKeys.all, 'feed-change'] as const,
    testPost: () => [...staffKeys.all, 'test-post'] as const,
  },
};
