import { describe, expect, it } from 'vitest';

import { contactBody, contactErrors, emptyContactForm } from './contact-form';

describe('the contact form rules (staff §5)', () => {
  it('needs every field, and a valid email', () => {
    expect(contactErrors(emptyContactForm)).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      subject: 'Please enter a subject',
      message: 'Please enter your message',
    });
    expect(contactErrors({ name: 'Ann', email: 'ann@example', subject: 'Hi', message: '  ' })).toEqual({
      email: 'Please enter a valid email address',
      message: 'Please enter your message',
    });
    expect(contactErrors({ name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' })).toEqual({});
  });

  it('agrees with the server schema', async () => {
    const { ContactBody } = await import('@mitics/contracts');
    for (const form of [emptyContactForm, { name: ' A ', email: 'a@b.co', subject: ' ', message: 'x' }, { name: 'Ann', email: 'ann at example.com', subject: 'S', message: 'M' }]) {
      const result = ContactBody.safeParse(form);
      const server = Object.fromEntries((result.success ? [] : result.error.issues).map((issue) => [String(issue.path[0]), issue.message]));
      expect(contactErrors(form)).toEqual(server);
    }
  });

  it('sends the fields trimmed', () => {
    expect(contactBody({ name: ' Ann ', email: ' ann@example.com', subject: ' Tip ', message: ' Hello ' })).toEqual({ name: 'Ann', email: 'ann@example.com', subject: 'Tip', message: 'Hello' });
  });
});
