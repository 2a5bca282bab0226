import { z } from 'zod';
import { defineEvent } from '../shared/event.ts';
import { Id, IsoDateTime } from '../shared/ids.ts';

/**
 * Contact messages (staff §2, §3, §5, §8): a visitor writes to the newsroom;
 * admins read the messages in the panel. The messages are the contact form's.
 */
export const CONTACT_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter a valid email address',
  subject: 'Please enter a subject',
  message: 'Please enter your message',
} as const;

const text = (required: string, max: number, label: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `${label} must be at most ${max} characters`);

/** POST /api/contact: name, email (a valid address), subject and message, all required (staff §5). */
export const ContactBody = z.object({
  name: text(CONTACT_MESSAGES.name, 120, 'Name'),
  email: z.string({ error: CONTACT_MESSAGES.email }).trim().pipe(z.email(CONTACT_MESSAGES.email).max(254, CONTACT_MESSAGES.email)),
  subject: text(CONTACT_MESSAGES.subject, 200, 'Subject'),
  message: text(CONTACT_MESSAGES.message, 5000, 'Message'),
});
export type ContactBody = z.input<typeof ContactBody>;
export type ContactInput = z.output<typeof ContactBody>;

/** What the BFF sends the audience service: the form and the client address the limit counts per (never stored in an event). */
export const ContactSubmission = ContactBody.extend({ address: z.string().trim().min(1).max(100) });
export type ContactSubmission = z.input<typeof ContactSubmission>;

/** A received message as the admin panel lists it. */
export const ContactMessageRecord = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  receivedAt: IsoDateTime,
});
export type ContactMessageRecord = z.infer<typeof ContactMessageRecord>;

/** POST /api/contact answer. */
export const ContactReceipt = z.object({ ok: z.literal(true), id: Id, receivedAt: IsoDateTime });
export type ContactReceipt = z.infer<typeof ContactReceipt>;

/** A visitor sent the newsroom a message. */
export const ContactMessageReceived = defineEvent(
  'audience.contact-message.received',
  1,
  z.object({ messageId: Id, name: z.string(), email: z.string(), subject: z.string(), message: z.string(), receivedAt: IsoDateTime }),
);

/** How many messages one client address may send in an hour. */
export const CONTACT_LIMIT_PER_HOUR = 5;
