export { audienceService } from './definition.ts';
export { AudienceConfig, loadAudienceConfig } from './config.ts';
export type { Subscriber, SubscriberState } from './newsletter/subscriber.ts';
export type { NewsletterCommand } from './newsletter/decide.ts';
export type { NewsletterStats } from './newsletter/routes.ts';
export type { PageViews } from './analytics/projections/page-views.ts';
