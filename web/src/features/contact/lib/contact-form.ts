import type { CONTACT_MESSAGES, ContactBody } from '@mitics/contracts';

export type ContactForm = { name: string; email: string; subject: string; message: string };
export type ContactField = keyof ContactForm;

export const emptyContactForm: ContactForm = { name: '', email: '', subject: '', message: '' };

/* The contracts' messages as literals, so the page does not carry zod; the type keeps them equal. */
const MESSAGES: typeof CONTACT_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter a valid email address',
  subject: 'Please enter a subject',
  message: 'Please enter your message',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Contact form (staff §5): name, email (valid format), subject and message all required. In form order. */
export function contactErrors(form: ContactForm): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (!form.name.trim()) errors.name = MESSAGES.name;
  if (!EMAIL.test(form.email.trim())) errors.email = MESSAGES.email;
  if (!form.subject.trim()) errors.subject = MESSAGES.subject;
  if (!form.message.trim()) errors.message = MESSAGES.message;
  return errors;
}

export const contactBody = (form: ContactForm): ContactBody => ({
  name: form.name.trim(),
  email: form.email.trim(),
  subject: form.subject.trim(),
  message: form.message.trim(),
});

/** Staff §8. */
export const CONTACT_TOASTS = {
  success: { title: 'Message sent successfully!', description: "We'll get back to you as soon as possible." },
  failure: { title: 'Error sending message', description: 'Please try again later or email us directly.', variant: 'destructive' },
} as const;

export const NEWSROOM_EMAIL = 'newsroom@mitics.news';
