import { z } from 'zod';
import { Id, IsoDateTime } from '../shared/ids.ts';

export const Role = z.enum(['contributor', 'editor', 'admin']);
export type Role = z.infer<typeof Role>;

export const NewsletterSubscription = z.object({
  email: z.email('Please enter a valid email address').max(254),
  name: z.string().trim().max(120).optional(),
});
export type NewsletterSubscription = z.infer<typeof NewsletterSubscription>;

/** A staff account as any API shows it: never a password or hash. */
export const User = z.object({
  id: Id,
  fullName: z.string(),
  username: z.string(),
  email: z.email(),
  role: Role,
  isActive: z.boolean(),
});
export type User = z.infer<typeof User>;

/** POST /api/users/register body (staff §3, rules §5). The confirmation is not sent. */
export const Registration = z.object({
  username: z.string().trim().min(1, 'Please fill in all required fields').max(60),
  email: z.email('Please enter a valid email address'),
  fullName: z.string().trim().min(1, 'Please fill in all required fields').max(120),
  password: z.string().min(6, 'Password must be at least 6 characters').max(200),
  role: z.enum(['contributor', 'editor']).default('contributor'),
  bio: z.string().max(2000).optional(),
});
export type Registration = z.infer<typeof Registration>;

export const NewsletterSubscriber = z.object({
  id: Id,
  email: z.email(),
  isActive: z.boolean(),
  subscribedAt: IsoDateTime,
});
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriber>;

export const ContactMessage = z.object({
  name: z.string().trim().min(1, 'name is required').max(120),
  email: z.email('Please enter a valid email address'),
  subject: z.string().trim().min(1, 'subject is required').max(200),
  message: z.string().trim().min(1, 'message is required').max(10_000),
});
export type ContactMessage = z.infer<typeof ContactMessage>;

/** Which form a subscription came from. */
export const SubscriberSource = z.enum(['footer', 'popup', 'newsletter-page', 'unknown']);
export type SubscriberSource = z.infer<typeof SubscriberSource>;
