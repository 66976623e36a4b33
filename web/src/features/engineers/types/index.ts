import type { TrackCertification } from '@/lib/certification-tracks';

export type CertificationStatus = 'pending' | 'failed' | 'certified' | 'revoked';

/** Where the engineer's application stands; rejected until they save their profile again (which re-submits it). */
export type ApplicationStatus = 'pending' | 'verified' | 'rejected' | 'revoked';

/** The nested user of an engineer profile; e-mail and phone only when the server shares them. */
export interface EngineerUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  location: string | null;
  profileImage: string | null;
  createdAt: string;
  email?: string | null;
  phone?: string | null;
}

/** The engineer profile of the Engineers API (docs/dev-contract.md); engineers are named by user id. */
export interface EngineerProfile {
  userId: number;
  user: EngineerUser;
  bio: string;
  /**
   * Left out when the engineer's plan has no custom_rates (issue 29 item 7), except for the engineer themself and
   * admins, who see it with hourlyRateLocked.
   */
  hourlyRate?: number | null;
  /** The rate shows to the engineer and admins only: the engineer's plan hides it from others. */
  hourlyRateLocked?: true;
  experience: string;
  yearsExperience: number;
  softwareSkills: string[];
  specializations: string[];
  languages: string[];
  education: string[];
  certifications: string[];
  portfolioImages: string[];
  responseTime: string;
  availability: string;
  showContactInfo: boolean;
  /**
   * rating and reviewCount are left out for a viewer whose plan has no engineer_ratings (issue 29 item 6); rating is
   * null while the engineer has no reviews (shown as 'New', issue 30 item 2).
   */
  rating?: string | null;
  reviewCount?: number;
  /** Set instead of rating and reviewCount: upgrading shows them. */
  ratingsLocked?: true;
  completedProjects: number;
  isVerified: boolean;
  certificationStatus: CertificationStatus;
  certificationScore: number | null;
  certificationDate: string | null;
  /** The engineer's valid track certificates, by track order (a lapsed one is left out); absent from an older server. */
  trackCertifications?: TrackCertification[];
  /** Only for the engineer themself and admins. */
  applicationStatus?: ApplicationStatus;
  /** Why the current rejection was given; null unless rejected. Only for the engineer themself and admins. */
  rejectionReason?: string | null;
}

/** The fields an engineer may change with PATCH /api/engineer-profile/{userId}. */
export type EditableProfileFields = Pick<
  EngineerProfile,
  | 'bio'
  | 'experience'
  | 'hourlyRate'
  | 'yearsExperience'
  | 'responseTime'
  | 'availability'
  | 'softwareSkills'
  | 'specializations'
  | 'languages'
  | 'education'
  | 'certifications'
  | 'portfolioImages'
  | 'showContactInfo'
>;

export type ProfileUpdate = Partial<EditableProfileFields>;

export type SoftwareFilter = 'all' | 'cabinet vision' | 'mozaik' | 'autocad' | 'solidworks';
export type LocationFilter = 'all' | 'usa' | 'canada' | 'remote';

export type DirectorySort = 'rating' | 'rate' | 'experience';

/** The directory's advanced filters (professional and up, issue 29 item 5); '' for none. */
export interface AdvancedFilters {
  minRating: string;
  minRate: string;
  maxRate: string;
  minCompletedProjects: string;
  availability: string;
  maxResponseTime: string;
  verifiedOnly: boolean;
  sort: DirectorySort | '';
}

export interface EngineerListParams {
  search: string;
  software: SoftwareFilter;
  location: LocationFilter;
  page: number;
  pageSize: number;
  advanced?: AdvancedFilters;
  /** Only engineers with at least one review (free; the landing page's top-rated engineers). */
  reviewedOnly?: boolean;
  /** Only engineers holding a valid certificate of this track ('all': any engineer). */
  certification?: string;
}

export interface EngineerListPage {
  engineers: EngineerProfile[];
  /** From the X-Total-Count header: every match, not only this page. */
  total: number;
}

export interface Review {
  id: number;
  rating: number;
  comment: string;
  createdAt: string;
  projectId: number;
  reviewer: { firstName: string; lastName: string };
}

export interface UploadedImage {
  url: string;
}

/** The signed-in account as /profile needs it (the auth feature's user has this shape). */
export interface AccountUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  phone: string | null;
  location: string | null;
  profileImage: string | null;
  createdAt: string;
}
