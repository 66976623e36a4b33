/** Static copy of /contact (spec sections 2 and 9) and the limits of POST /api/contact. */

import { TEXT_LIMITS } from '@/config/constants';

export const INQUIRY_TYPES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'technical', label: 'Technical Support' },
  { value: 'billing', label: 'Billing & Payments' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'verification', label: 'Engineer Verification' },
] as const;

export const DEFAULT_INQUIRY_TYPE = 'general' satisfies (typeof INQUIRY_TYPES)[number]['value'];

/** The server's length limits of the form's text fields (the numbers live in TEXT_LIMITS). */
export const CONTACT_LIMITS = {
  name: TEXT_LIMITS.contactName,
  email: TEXT_LIMITS.contactEmail,
  company: TEXT_LIMITS.contactCompany,
  subject: TEXT_LIMITS.contactSubject,
  message: TEXT_LIMITS.contactMessage,
} as const;

export interface BusinessHours {
  days: string;
  hours: string;
}

export const BUSINESS_HOURS: BusinessHours[] = [
  { days: 'Monday - Friday', hours: '8:00 AM - 6:00 PM PST' },
  { days: 'Saturday', hours: '9:00 AM - 2:00 PM PST' },
  { days: 'Sunday', hours: 'Closed' },
];

export interface ResponseTime {
  channel: string;
  time: string;
  detail: string;
}

export const RESPONSE_TIMES: ResponseTime[] = [
  { channel: 'E-mail', time: 'Within 24 hours', detail: 'Every message sent with this form gets a personal answer.' },
  { channel: 'Emergency support', time: 'Within 2 hours', detail: 'For live projects blocked by a platform problem.' },
];

/**
 * Live chat answers in minutes only while the desk is staffed (GET /api/support/status); otherwise the answer comes
 * by e-mail, and the card says so. Unknown (still loading): no promise either way.
 */
export function liveChatResponse(staffed: boolean | undefined): ResponseTime {
  if (staffed) return { channel: 'Live chat', time: '2-5 minutes', detail: 'Our team is online now.' };
  return {
    channel: 'Live chat',
    time: 'By e-mail',
    detail: 'Staffed Mon-Fri 8:00 AM - 6:00 PM and Sat 9:00 AM - 2:00 PM PST; outside those hours we answer chats by e-mail within 24 hours.',
  };
}

export interface ContactFaq {
  question: string;
  answer: string;
}

export const CONTACT_FAQS: ContactFaq[] = [
  {
    question: 'How quickly will I get an answer?',
    answer:
      'We answer every message within 24 hours. Live chat answers within 2-5 minutes during business hours, and emergency support for live projects within 2 hours.',
  },
  {
    question: 'How long does engineer verification take?',
    answer:
      'None: passing the free certification test verifies you at once, and you can bid right away. If your verification was withdrawn, the reason is on your dashboard; choose "Engineer Verification" above to ask about it.',
  },
  {
    question: 'How do project payments work?',
    answer:
      'Every accepted project is paid in three stages: 50% down payment, 30% at design approval and 20% on final delivery. The money of a stage is held until the client approves its delivery.',
  },
  {
    question: 'Can I change or cancel my subscription?',
    answer:
      'Yes. You can upgrade at any time. If you cancel, your plan stays active until the end of the billing period and then moves to Starter; your projects are kept.',
  },
  {
    question: 'Which file formats can engineers deliver?',
    answer:
      'Cabinet Vision and Mozaik project files, DXF and DWG drawings, CNC programs, PDFs and images. The File Formats guide lists every format and the size limit of each plan.',
  },
  {
    question: 'Can I work with CabinetWorks as a partner?',
    answer:
      'We work with software vendors, CNC shops and training providers. Choose "Partnership" as the inquiry type and tell us about your company.',
  },
];
