import type { ContactInquiryType, ContactMessage } from '../types/contact-messages';

const INQUIRY_TYPE_LABELS: Record<ContactInquiryType, string> = {
  general: 'General Inquiry',
  technical: 'Technical Support',
  billing: 'Billing & Payments',
  partnership: 'Partnership',
  verification: 'Engineer Verification',
};

/** 'Billing & Payments' for 'billing'; an unknown type as it came. */
export function inquiryTypeLabel(type: string): string {
  return INQUIRY_TYPE_LABELS[type as ContactInquiryType] ?? type;
}

/** Newest first (the server sends them so; kept even if it did not). */
export function inboxOrder(messages: readonly ContactMessage[]): ContactMessage[] {
  return [...messages].sort(
    (a, b) => Number(b.priority) - Number(a.priority) || Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  );
}

/** '3 open messages', '1 open message', 'No open messages'. */
export function openCountText(count: number): string {
  if (count === 0) return 'No open messages.';
  return `${count} open ${count === 1 ? 'message' : 'messages'}.`;
}
