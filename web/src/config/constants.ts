/** Business constants from spec section 9 and contact details shown in the footer. */

export const BRAND_NAME = 'CabinetWorks';

export const CONTACT_EMAIL = 'support@cabinetworks.example';
export const CONTACT_PHONE = '+1 (555) 010-0199';
/** Where admin notifications go (spec section 2, Analytics: 'an admin notifications address'). */
export const ADMIN_NOTIFICATIONS_EMAIL = 'admin@cabinetworks.example';
/** `tel:` form of CONTACT_PHONE. */
export const CONTACT_PHONE_HREF = 'tel:+15550100199';

/** Toasts: one visible at a time, shown for 5 s; a dismissed toast is dropped after this delay. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** The bell badge shows the count up to this value, then `${cap}+`. */
export const NOTIFICATION_BADGE_CAP = 99;
export const NOTIFICATION_TIMESTAMP_FORMAT = 'MMM d, h:mm a';
/** Notifications per page of /notifications ('Load more' asks for the next ones). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * Realtime reconnect backoff: 1 s doubling up to 30 s, with jitter (the spec's fixed 3 s reconnect was a no-op;
 * this client reconnects and catches up on history).
 */
export const REALTIME_RECONNECT_INITIAL_DELAY_MS = 1000;
export const REALTIME_RECONNECT_MAX_DELAY_MS = 30_000;

/**
 * The longest text each field may hold, in characters (Unicode code points) after trimming, as the services check
 * them. A field over its limit shows an error and its form is not sent; nothing is cut silently.
 */
export const TEXT_LIMITS = {
  /** projects: domain/forms.hpp kMaxTitleLength (at least kMinTitleLength, 5). */
  projectTitle: 120,
  /** projects: domain/forms.hpp kMaxDescriptionLength (at least kMinDescriptionLength, 20). */
  projectDescription: 5000,
  /** projects: domain/forms.hpp kMaxProposalLength. */
  bidProposal: 5000,
  /** projects: domain/forms.hpp kMaxBidTimelineLength. */
  bidTimeline: 100,
  /** projects: domain/milestone.hpp kMaxNoteLength: a delivery note, a change request, a dispute reason, an admin's note. */
  milestoneNote: 2000,
  /** messaging: domain/conversation.hpp kMaxMessageCharacters. */
  chatMessage: 5000,
  /** auth: api/profile_form.cpp kMaxTextLength (bio and experience). */
  profileText: 2000,
  /** auth: api/profile_form.cpp kMaxEntryLength: one skill, language, degree or certification. */
  profileListEntry: 80,
  /** auth: app/engineers.cpp kMaxReviewLength. */
  reviewComment: 2000,
  /** auth: domain/engineer_profile.hpp kMaxRejectionReason. */
  rejectionReason: 1000,
  /** auth: domain/registration.cpp kMaxNameLength (first and last name). */
  personName: 64,
  /** auth: domain/registration.cpp kMaxPhoneLength. */
  phone: 32,
  /** auth: domain/registration.cpp kMaxLocationLength. */
  location: 100,
  /** messaging: domain/contact.hpp kMaxContactNameLength. */
  contactName: 100,
  /** messaging: domain/contact.cpp, libs/common cw/text.hpp kMaxEmailLength. */
  contactEmail: 254,
  /** messaging: domain/contact.hpp kMaxContactCompanyLength. */
  contactCompany: 100,
  /** messaging: domain/contact.hpp kMaxContactSubjectLength. */
  contactSubject: 200,
  /** messaging: domain/contact.hpp kMaxContactMessageLength. */
  contactMessage: 5000,
  /** analytics: domain/admin_metrics.hpp kMaxApplicationSearch: what an admin types to find an application. */
  applicationSearch: 100,
} as const;

/** A chat message is trimmed and 1-5000 characters long (docs/dev-contract.md, Messaging). */
export const CHAT_MESSAGE_MAX_LENGTH = TEXT_LIMITS.chatMessage;

export const SUPPORTED_SOFTWARE = ['Cabinet Vision', 'Mozaik', 'AutoCAD', 'SketchUp', '3ds Max'] as const;

export const CABINET_TYPES = [
  'Kitchen Cabinets',
  'Bathroom Vanity',
  'Built-in Storage',
  'Custom Millwork',
  'Office Furniture',
  'Entertainment Center',
] as const;

export const BUDGET_RANGES = ['$500 - $1,000', '$1,000 - $2,500', '$2,500 - $5,000', '$5,000+'] as const;

export const TIMELINES = ['1-2 weeks', '2-4 weeks', '1-2 months', 'Flexible'] as const;

export const MATERIALS = ['Plywood', 'MDF', 'Solid Wood', 'Mixed Materials'] as const;

export const DELIVERABLES = [
  'CNC Files (DXF)',
  'Cut Lists',
  'Assembly Drawings',
  '3D Renderings',
  'Material Lists',
  'Hardware Specifications',
  'Installation Guide',
  'CAD Files',
] as const;

export const RESPONSE_TIME_OPTIONS = ['Within 1 hour', 'Within 6 hours', 'Within 24 hours', 'Within 2-3 days'] as const;

export const AVAILABILITY_OPTIONS = [
  'Available now',
  'Available in 1 week',
  'Available in 2 weeks',
  'Busy until further notice',
] as const;

/**
 * Days after an engineer submits a stage before it is approved without the client's answer and its payment released
 * (services/projects/domain/milestone.hpp, kAutoApproveAfter).
 */
export const AUTO_APPROVE_DAYS = 7;

export const PROFILE_DEFAULTS = {
  responseTime: 'Within 24 hours',
  availability: 'Available now',
  yearsExperience: 0,
} as const;

export const DIRECTORY_SKELETON_CARDS = 8;
export const DIRECTORY_SKILLS_PER_CARD = 3;
export const CHAT_PANEL_HEIGHT_PX = 600;
export const ADMIN_LIST_LIMIT = 5;
/** A search box asks the server once typing has paused this long. */
export const SEARCH_DEBOUNCE_MS = 300;
export const ANALYTICS_REFRESH_MS = 30_000;
export const ANALYTICS_DEFAULT_RANGE_DAYS = 30;
/** Analytics: Top Pages lists this many pages; the Daily Signup Trends table shows the last of the charted days. */
export const ANALYTICS_TOP_PAGES = 8;
export const ANALYTICS_TREND_DAYS = 30;
export const ANALYTICS_TREND_TABLE_DAYS = 10;

export const CERTIFICATION = {
  passPercentage: 80,
  timeLimitMinutes: 30,
  scoreOutOf: 10,
  redirectAfterPassMs: 1000,
  successPageRedirectMs: 10_000,
  retakeAfterDays: 7,
} as const;

/** Where a first-landing `utm_source` / `ref` is kept until registration sends it. */
export const SIGNUP_SOURCE_STORAGE_KEY = 'cw.signupSource';
export const SIGNUP_SOURCE_MAX_LENGTH = 100;

/** The tab's random page-view session id (sessionStorage: one per tab); the server takes 1-128 of [A-Za-z0-9_-]. */
export const PAGE_VIEW_SESSION_STORAGE_KEY = 'cw.pageViewSession';
export const PAGE_VIEW_SESSION_ID_MAX_LENGTH = 128;
/** The browser's random anonymous visitor id (localStorage: one per browser), sent with page views; same form. */
export const VISITOR_ID_STORAGE_KEY = 'cw.visitorId';

/** Subscription plans (spec section 3), cheapest first, and their billing cycles. Prices and limits come from GET /api/plans. */
export const PLAN_IDS = ['starter', 'professional', 'enterprise'] as const;
export const BILLING_CYCLES = ['monthly', 'yearly'] as const;

/** A CSV cut list with the columns the projects service reads (web/public/templates), linked beside the upload. */
export const CUT_LIST_TEMPLATE_HREF = '/templates/cut-list-template.csv';
