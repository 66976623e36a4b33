import { formatDistance, isValid, parseISO } from 'date-fns';

import { CERTIFICATION, TEXT_LIMITS } from '@/config/constants';
import { formatShortDate } from '@/lib/date-time';
import { formatRating, NO_RATING_LABEL } from '@/lib/engineer-display';
import { plural } from '@/lib/plural';
import { characterCount, lengthError } from '@/lib/text-length';

import type {
  Applicant,
  ApplicationStatus,
  CertificationAttempt,
  CertificationAttemptStatus,
  EngineerDecision,
  EngineerEntry,
  EngineerProfileSummary,
} from '../types';

/** The engineer's name; their username while analytics has no name for them, else 'Engineer #id'. */
export function engineerLabel(engineer: Pick<EngineerEntry, 'userId' | 'name' | 'username'>): string {
  return engineer.name.trim() || engineer.username.trim() || `Engineer #${engineer.userId}`;
}

/** '1 project completed', '3 projects completed'. */
export function completedProjectsLabel(count: number): string {
  return `${plural(count, 'project')} completed`;
}

/** '4.8 ★'; 'New' for an engineer without reviews (no rating, no star). */
export function ratingLabel(rating: string | number | null | undefined): string {
  const shown = formatRating(rating);
  return shown === NO_RATING_LABEL ? shown : `${shown} ★`;
}

/** The tab's label with the pending count once it is known: 'Engineer Management (3)'. */
export function engineerTabLabel(pendingCount: number | undefined): string {
  return pendingCount === undefined ? 'Engineer Management' : `Engineer Management (${pendingCount})`;
}

/** How long ago an activity happened ('5 minutes ago'); empty for an unreadable time. */
export function activityAge(occurredAt: string, now: Date = new Date()): string {
  const date = parseISO(occurredAt);
  return isValid(date) ? formatDistance(date, now, { addSuffix: true }) : '';
}

/** The most a rejection reason may hold (the auth service refuses longer ones). */
export const REJECTION_REASON_MAX = TEXT_LIMITS.rejectionReason;

/** Why a rejection reason cannot be sent, or null when it can (the server trims it the same way). */
export function rejectionReasonError(reason: string): string | null {
  if (characterCount(reason) === 0) return 'Please give a reason: the engineer sees it.';
  return lengthError(reason, REJECTION_REASON_MAX) ?? null;
}

/** The applicant of a profile, named like the dashboard names them. */
export function applicantOf(profile: EngineerProfileSummary): Applicant {
  const user = profile.user;
  return {
    userId: profile.userId,
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    username: user?.username ?? '',
  };
}

/** The application's status; from the verified flag when the profile does not say (it only does for admins). */
export function applicationStatusOf(profile: EngineerProfileSummary): ApplicationStatus {
  return profile.applicationStatus ?? (profile.isVerified ? 'verified' : 'pending');
}

/** 'Certified with 8/10 on Mar 4, 2025', 'Did not pass (6/10)' or 'Not taken yet'. */
export function certificationLabel(profile: Pick<EngineerProfileSummary, 'certificationStatus' | 'certificationScore' | 'certificationDate'>): string {
  const score = profile.certificationScore != null ? `${profile.certificationScore}/${CERTIFICATION.scoreOutOf}` : null;
  if (profile.certificationStatus === 'certified') {
    const date = formatShortDate(profile.certificationDate);
    return `Certified${score ? ` with ${score}` : ''}${date ? ` on ${date}` : ''}`;
  }
  if (profile.certificationStatus === 'failed') return `Did not pass${score ? ` (${score})` : ''}`;
  if (profile.certificationStatus === 'revoked') return 'Withdrawn with the verification';
  return 'Not taken yet';
}

/** A decision in parts, to show the admin's username and the reason as user text. */
export interface DecisionParts {
  /** 'Approved', 'Rejected' or 'Verification withdrawn'. */
  verb: string;
  /** The deciding admin's username; null when the platform decided. */
  admin: string | null;
  /** ' on Mar 4, 2025', or '' for an unreadable date. */
  when: string;
  /** The reason of a rejection or a withdrawal; null for an approval. */
  reason: string | null;
}

const DECISION_VERBS: Record<EngineerDecision['decision'], string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  revoked: 'Verification withdrawn',
};

/** 'Approved' by 'admin' ' on Mar 4, 2025', or 'Rejected' by 'admin' ' on Mar 4, 2025' with its reason. */
export function decisionParts(entry: EngineerDecision): DecisionParts {
  const date = formatShortDate(entry.decidedAt);
  return {
    verb: DECISION_VERBS[entry.decision] ?? entry.decision,
    admin: entry.admin?.username ?? null,
    when: date ? ` on ${date}` : '',
    reason: entry.decision !== 'approved' && entry.reason ? entry.reason : null,
  };
}

const ATTEMPT_STATUS: Record<CertificationAttemptStatus, string> = {
  in_progress: 'In progress',
  passed: 'Passed',
  failed: 'Failed',
  expired: 'Expired',
};

/**
 * 'Passed · 9/10 · started Mar 2, 2025' or 'In progress · started Mar 9, 2025' (no score while it runs); a status the
 * app does not know is shown as the server sends it.
 */
export function attemptLine(attempt: CertificationAttempt): string {
  const status = Object.hasOwn(ATTEMPT_STATUS, attempt.status) ? ATTEMPT_STATUS[attempt.status] : attempt.status;
  // An expired attempt is stored with a score of 0: no answers were marked, so there is no score to show.
  const score = attempt.score != null && attempt.status !== 'expired' ? `${attempt.score}/${attempt.totalQuestions}` : null;
  const date = formatShortDate(attempt.startedAt);
  return [status, score, date ? `started ${date}` : null].filter((part): part is string => Boolean(part)).join(' · ');
}

/** A whole engineer's share of a split, 1 to 99 %; the message to show otherwise (the server takes the same). */
export function engineerPercentError(value: string): string | null {
  const trimmed = value.trim();
  const percent = Number(trimmed);
  if (trimmed === '' || !Number.isInteger(percent) || percent < 1 || percent > 99) return "Enter the engineer's share: a whole percent from 1 to 99.";
  return null;
}
