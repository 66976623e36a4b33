import type { INQUIRY_TYPES } from '../data/contact-content';

/** What the message is about; the server accepts exactly these values. */
export type InquiryType = (typeof INQUIRY_TYPES)[number]['value'];

/** POST /api/contact: every field is sent, company as '' when left out. */
export interface ContactMessageInput {
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  inquiryType: InquiryType;
}

/** 201 answer of POST /api/contact. */
export interface ContactMessageSent {
  id: number;
  message: string;
}

/** Whom the form is prefilled for: the signed-in user's name and e-mail. */
export interface ContactSender {
  name: string;
  email: string;
}
