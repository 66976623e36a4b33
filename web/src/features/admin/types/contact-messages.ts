import type { PageInfo, PageParams } from '@/lib/pagination';

/** What a contact message is about (POST /api/contact). */
export type ContactInquiryType = 'general' | 'technical' | 'billing' | 'partnership' | 'verification';

export type ContactMessageStatus = 'open' | 'handled';

/** One message of GET /api/admin/contact-messages. */
export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  /** '' or null when the sender left it out. */
  company: string | null;
  subject: string;
  message: string;
  /** One of ContactInquiryType; an unknown value is shown as it is. */
  inquiryType: string;
  /** The sender's account when they were signed in. */
  userId: number | null;
  createdAt: string;
  handledAt: string | null;
  /** The admin who marked it handled. */
  handledBy: number | null;
  /** Sent by a member whose plan had priority support (professional and up): listed first. */
  priority: boolean;
}

/** GET /api/admin/contact-messages?status=open|handled&page=&pageSize=: a page, priority support first, then newest first. */
export interface ContactMessages extends PageInfo {
  messages: ContactMessage[];
  /** Open messages in all, whichever status was asked for (total counts those of the status asked for). */
  openCount: number;
}

export interface ContactMessagesParams extends PageParams {
  status: ContactMessageStatus;
}
