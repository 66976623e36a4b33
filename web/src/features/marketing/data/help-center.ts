/**
 * Static content of /help (spec section 2): six categories with their articles, popular articles, the FAQs (the
 * escrow rules from lib/escrow-rules) and the contact details of spec section 9. Articles open the page of the
 * product that answers them.
 */
import {
  CreditCard,
  FileStack,
  FolderPlus,
  GraduationCap,
  Headset,
  Mail,
  Phone,
  Rocket,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';

import { CONTACT_EMAIL, CONTACT_PHONE, CONTACT_PHONE_HREF } from '@/config/constants';
import { paths } from '@/config/paths';
import { ESCROW_RULES } from '@/lib/escrow-rules';

export interface HelpArticle {
  title: string;
  href: string;
}

export interface HelpCategory {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  articles: HelpArticle[];
}

/** Opens the file transfer guide on one tab. */
const transferGuideTab = (tab: string): string => `${paths.fileTransferGuide.getHref()}?tab=${tab}`;

export const HELP_CATEGORIES: HelpCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    description: 'Create an account, choose your role and learn how the marketplace works.',
    icon: Rocket,
    articles: [
      { title: 'How CabinetWorks works', href: paths.howItWorks.getHref() },
      { title: 'Creating a client or engineer account', href: paths.auth.getHref({ tab: 'signup' }) },
      { title: 'Finding the right engineer', href: paths.engineers.getHref() },
    ],
  },
  {
    id: 'projects',
    title: 'Posting Projects',
    description: 'Describe your cabinets, compare bids and hire an engineer.',
    icon: FolderPlus,
    articles: [
      { title: 'Posting your first project', href: paths.postProject.getHref() },
      { title: 'Comparing bids and accepting one', href: paths.howItWorks.getHref() },
      { title: 'Following your projects on the dashboard', href: paths.dashboard.getHref() },
    ],
  },
  {
    id: 'engineers',
    title: 'For Engineers',
    description: 'Build your profile, get certified and win projects.',
    icon: GraduationCap,
    articles: [
      { title: 'Getting certified in Cabinet Vision or Mozaik', href: paths.getCertified.getHref() },
      { title: 'Writing a profile clients trust', href: paths.profile.getHref() },
      { title: 'Bidding on open projects', href: paths.findWork.getHref() },
    ],
  },
  {
    id: 'payments',
    title: 'Payments & Billing',
    description: 'Milestone payments, plans, invoices and test cards.',
    icon: CreditCard,
    articles: [
      { title: 'How milestone payments work', href: paths.projectPaymentDemo.getHref() },
      { title: 'Choosing a subscription plan', href: paths.premiumPlans.getHref() },
      { title: 'Managing or cancelling your subscription', href: paths.subscription.getHref() },
      { title: 'Testing payments with test cards', href: paths.paymentTest.getHref() },
    ],
  },
  {
    id: 'files',
    title: 'Files & CNC',
    description: 'Supported formats, secure transfers, checksums and test cuts.',
    icon: FileStack,
    articles: [
      { title: 'Supported file formats and size limits', href: paths.fileFormats.getHref() },
      { title: 'Verifying a download with its SHA-256', href: transferGuideTab('verification') },
      { title: 'Running a safe test cut', href: transferGuideTab('cnc-setup') },
      { title: 'Fixing a failed DXF preflight', href: transferGuideTab('troubleshooting') },
    ],
  },
  {
    id: 'account',
    title: 'Account & Security',
    description: 'Your profile, notifications, e-mail preferences and privacy.',
    icon: ShieldCheck,
    articles: [
      { title: 'Updating your profile and photo', href: paths.profile.getHref() },
      { title: 'Who can see your project files', href: transferGuideTab('transfer') },
      { title: 'Contacting support about your account', href: paths.contact.getHref() },
    ],
  },
];

export const POPULAR_ARTICLES: HelpArticle[] = [
  { title: 'Posting your first project', href: paths.postProject.getHref() },
  { title: 'How milestone payments work', href: paths.projectPaymentDemo.getHref() },
  { title: 'Supported file formats and size limits', href: paths.fileFormats.getHref() },
  { title: 'Verifying a download with its SHA-256', href: transferGuideTab('verification') },
  { title: 'Getting certified in Cabinet Vision or Mozaik', href: paths.getCertified.getHref() },
];

export interface HelpFaq {
  question: string;
  answer: string;
}

export const HELP_FAQS: HelpFaq[] = [
  {
    question: 'How do I hire an engineer?',
    answer:
      'Sign up as a client and post a project with its cabinet type, materials, budget and timeline. Verified engineers send bids; accept the one you like and the project is assigned to that engineer.',
  },
  {
    question: 'How are engineers verified?',
    answer:
      'Every engineer passes the free timed certification test before they can bid: a pass verifies them at once, and an admin can withdraw a verification, with a reason the engineer is told. On top of that, paid certification tracks (Cabinet Vision, Mozaik, AutoCAD for cabinetry) add a badge and a certificate anyone can check by its id on Get Certified.',
  },
  {
    question: 'How do project payments work?',
    answer: `An accepted project is paid in three stages: 50% down payment, 30% at design approval and 20% on delivery. ${ESCROW_RULES.held} ${ESCROW_RULES.released}`,
  },
  {
    question: 'What if the client and the engineer disagree about a stage?',
    answer: ESCROW_RULES.disputes,
  },
  {
    question: 'Is every project paid through escrow?',
    answer: `Escrow comes with the Professional and Enterprise plans. On a project accepted on the free Starter plan: ${ESCROW_RULES.direct.charAt(0).toLowerCase()}${ESCROW_RULES.direct.slice(1)}`,
  },
  {
    question: 'Which files can I upload?',
    answer:
      'It depends on your plan: each plan allows a set of formats and a maximum file size. The File Formats Guide lists them all, and CSV cut lists are accepted on every plan: a header row naming part, material, length, width and quantity (qty, W, L, thk and other usual names work), sizes in millimetres unless the header or a units column says otherwise, and a thickness that may be written in the material (18mm Birch ply). A cut list that cannot be read is refused at upload with the line and the reason; the Files tab and the File Formats Guide have a template to download.',
  },
  {
    question: 'Can I cancel my subscription?',
    answer:
      'Yes, from your subscription page at any time. Your plan stays active until the end of the billing period and then returns to the free Starter plan.',
  },
];

/** Support hours and response times (spec section 9). */
export const SUPPORT_HOURS = 'Mon–Fri 8:00–18:00, Sat 9:00–14:00 PST';
export const EMAIL_RESPONSE_TIME = 'We reply within 24 hours.';
export const URGENT_RESPONSE_TIME = 'Urgent project issues: we respond within 2 hours.';

export interface ContactChannel {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Hours and response times. */
  details: string[];
  action: { label: string; href: string; ariaLabel?: string };
}

export const CONTACT_CHANNELS: ContactChannel[] = [
  {
    icon: Headset,
    title: 'Contact Support',
    description: 'Send us a message about your account, a project or a payment.',
    details: [EMAIL_RESPONSE_TIME],
    action: { label: 'Contact Support', href: paths.contact.getHref() },
  },
  {
    icon: Mail,
    title: 'Email Us',
    description: 'Write to the support team from any e-mail client.',
    details: [EMAIL_RESPONSE_TIME],
    action: { label: CONTACT_EMAIL, href: `mailto:${CONTACT_EMAIL}`, ariaLabel: `Email ${CONTACT_EMAIL}` },
  },
  {
    icon: Phone,
    title: 'Call Us',
    description: 'Talk to a support specialist during our business hours.',
    details: [SUPPORT_HOURS, URGENT_RESPONSE_TIME],
    action: { label: CONTACT_PHONE, href: CONTACT_PHONE_HREF, ariaLabel: `Call ${CONTACT_PHONE}` },
  },
];
