import { LoaderCircle, Send } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';

import { useSendContactMessageMutation } from '../api/contact-api';
import { CONTACT_LIMITS, INQUIRY_TYPES } from '../data/contact-content';
import type { ContactSender, InquiryType } from '../types';
import { initialContactForm, overLimitFields, toContactPayload, withSender, type ContactFormValues } from '../utils/contact-form';

const INQUIRY_OPTIONS = INQUIRY_TYPES.map(({ value, label }) => ({ value, label }));

export interface ContactFormProps {
  /** The signed-in user, whose name and e-mail are filled in; null for a visitor. */
  sender: ContactSender | null;
}

/**
 * The contact form: the browser checks the required fields and the e-mail, each text field counts its characters and
 * shows an error past the server's limit (such a form is not sent), and the message really goes to POST /api/contact. It resets after a successful send and keeps what was typed
 * after a failure.
 */
export function ContactForm({ sender }: ContactFormProps) {
  const [values, setValues] = useState<ContactFormValues>(() => initialContactForm(sender));
  const senderKey = sender ? `${sender.name}\n${sender.email}` : '';
  const [prefilledFor, setPrefilledFor] = useState(senderKey);
  const [sendMessage, { isLoading: sending }] = useSendContactMessageMutation();

  // The session can arrive after the page opened: fill in its name and e-mail where the fields are still empty.
  if (senderKey !== prefilledFor) {
    setPrefilledFor(senderKey);
    setValues((current) => withSender(current, sender));
  }

  const submit = useSubmitWithToast(sendMessage, {
    success: { title: 'Message Sent', description: "Thanks for getting in touch. We'll reply within 24 hours.", variant: 'success' },
    failureTitle: 'Message Not Sent',
    onSuccess: () => setValues(initialContactForm(sender)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A field over its limit already shows its error: send nothing, and take the user to the first one.
    const [tooLong] = overLimitFields(values);
    if (tooLong) {
      const control = event.currentTarget.elements.namedItem(tooLong);
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    void submit(toContactPayload(values));
  };

  const update =
    (field: keyof ContactFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
    };

  return (
    <form onSubmit={onSubmit} aria-label="Contact form" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Name"
          name="name"
          autoComplete="name"
          required
          limit={CONTACT_LIMITS.name}
          counter="near-limit"
          value={values.name}
          onChange={update('name')}
        />
        <FormField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          required
          limit={CONTACT_LIMITS.email}
          counter="near-limit"
          value={values.email}
          onChange={update('email')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Company"
          name="company"
          autoComplete="organization"
          optional
          limit={CONTACT_LIMITS.company}
          counter="near-limit"
          value={values.company}
          onChange={update('company')}
        />
        <SelectField
          label="Inquiry type"
          name="inquiryType"
          options={INQUIRY_OPTIONS}
          value={values.inquiryType}
          onChange={(event) => setValues((current) => ({ ...current, inquiryType: event.target.value as InquiryType }))}
        />
      </div>
      <FormField
        label="Subject"
        name="subject"
        required
        limit={CONTACT_LIMITS.subject}
        value={values.subject}
        onChange={update('subject')}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={6}
        limit={CONTACT_LIMITS.message}
        value={values.message}
        onChange={update('message')}
      />
      <Button type="submit" disabled={sending} className="w-full sm:w-auto">
        {sending ? (
          <LoaderCircle aria-hidden="true" className="h-4 w-4 motion-safe:animate-spin" />
        ) : (
          <Send aria-hidden="true" className="h-4 w-4" />
        )}
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
