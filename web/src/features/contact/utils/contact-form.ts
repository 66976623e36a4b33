import { isTooLong } from '@/lib/text-length';

import { CONTACT_LIMITS, DEFAULT_INQUIRY_TYPE } from '../data/contact-content';
import type { ContactMessageInput, ContactSender } from '../types';

/** What the form holds while being filled in. */
export type ContactFormValues = ContactMessageInput;

/** An empty form, with the signed-in sender's name and e-mail filled in. */
export function initialContactForm(sender: ContactSender | null): ContactFormValues {
  return {
    name: sender?.name ?? '',
    email: sender?.email ?? '',
    company: '',
    subject: '',
    message: '',
    inquiryType: DEFAULT_INQUIRY_TYPE,
  };
}

/**
 * Fills the sender's name and e-mail into fields the user has left empty (the session may arrive after the page
 * opened); what they typed is kept.
 */
export function withSender(values: ContactFormValues, sender: ContactSender | null): ContactFormValues {
  if (!sender) return values;
  return {
    ...values,
    name: values.name || sender.name,
    email: values.email || sender.email,
  };
}

/** The body of POST /api/contact: every text trimmed (the browser has checked the required ones are there). */
export function toContactPayload(values: ContactFormValues): ContactMessageInput {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: values.company.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    inquiryType: values.inquiryType,
  };
}

export type ContactTextField = keyof typeof CONTACT_LIMITS;

/** The text fields in the order the form shows them. */
const TEXT_FIELDS: readonly ContactTextField[] = ['name', 'email', 'company', 'subject', 'message'];

/**
 * The fields over the server's limit, in form order (empty when the lengths allow sending): such a form is not
 * sent, and each field shows its own error; nothing is cut.
 */
export function overLimitFields(values: ContactFormValues): ContactTextField[] {
  return TEXT_FIELDS.filter((field) => isTooLong(values[field], CONTACT_LIMITS[field]));
}
