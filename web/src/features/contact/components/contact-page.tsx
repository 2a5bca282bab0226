import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';

import { Button } from '../../../ui/button';
import { TextAreaField, TextInputField } from '../../../ui/fields';
import { container, textLink } from '../../../ui/layout.css';
import * as page from '../../../ui/page.css';
import { showToast } from '../../../ui/toast';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { contactKeys, sendContactMessage } from '../api/contact';
import { CONTACT_TOASTS, contactBody, contactErrors, emptyContactForm, NEWSROOM_EMAIL, type ContactField, type ContactForm } from '../lib/contact-form';

const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** /contact (staff §2, §5, §8): the form, and when to expect an answer. */
export default function ContactPage() {
  useDocumentTitle('Contact Us');
  const [form, setForm] = useState<ContactForm>(emptyContactForm);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const mutation = useMutation({ mutationKey: contactKeys.send(), mutationFn: sendContactMessage, retry: false });

  const set = (field: ContactField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = contactErrors(form);
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    mutation.mutate(contactBody(form), {
      onSuccess: () => {
        setForm(emptyContactForm);
        showToast(CONTACT_TOASTS.success);
      },
      onError: () => showToast(CONTACT_TOASTS.failure),
    });
  };

  const field = (name: ContactField, label: string, extra: { type?: 'email'; autoComplete?: string } = {}) => (
    <TextInputField
      label={label}
      name={name}
      value={form[name]}
      onChange={set(name)}
      isRequired
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      type={extra.type ?? 'text'}
      {...(extra.autoComplete ? { autoComplete: extra.autoComplete } : {})}
    />
  );

  return (
    <div className={container}>
      <div className={page.page}>
        <header className={page.hero}>
          <p className={page.kicker}>Get in touch</p>
          <h1 className={page.heroTitle}>Contact Us</h1>
          <p className={page.lead}>Send the newsroom a tip, a correction or a question about our coverage of Michigan politics. A reporter or editor reads every message.</p>
        </header>
        <div className={page.twoUp}>
          <section className={page.card} aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className={page.cardTitle}>
              Send us a message
            </h2>
            <Form ref={formRef} onSubmit={submit} validationBehavior="aria" className={page.section} aria-labelledby="contact-form-title">
              {field('name', 'Name', { autoComplete: 'name' })}
              {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
              {field('subject', 'Subject')}
              <TextAreaField
                label="Message"
                name="message"
                rows={6}
                value={form.message}
                onChange={set('message')}
                isRequired
                isInvalid={Boolean(errors.message)}
                errorMessage={errors.message}
              />
              <div className={page.actions}>
                <Button type="submit" isPending={mutation.isPending}>
                  {mutation.isPending ? 'Sending...' : 'Send Message'}
                </Button>
              </div>
            </Form>
          </section>
          <aside className={page.mutedCard} aria-labelledby="contact-response-title">
            <h2 id="contact-response-title" className={page.cardTitle}>
              When we reply
            </h2>
            <p>We respond within 24 hours, Monday to Friday.</p>
            <p>
              For news tips and corrections you can also write to{' '}
              <a className={textLink} href={`mailto:${NEWSROOM_EMAIL}`}>
                {NEWSROOM_EMAIL}
              </a>
              .
            </p>
            <p className={page.meta}>Mitics newsroom, Lansing, Michigan</p>
          </aside>
        </div>
      </div>
    </div>
  );
}
