import { formatCents } from './money';

/**
 * The paid certification tracks (issue 30 item 5; docs of auth's GET /api/certification/tracks and billing's
 * GET /api/certification-fees). Several features show them (the tracks page, /get-certified, the directory's filter,
 * the badges), so their shapes live here, like the attempts' type in certification-attempts.ts.
 */

/** Where a certificate stands: valid, lapsed at expiresAt, or replaced by a renewal. */
export type CertificateStatus = 'valid' | 'expired' | 'superseded';

/** The caller's own standing on a track (null unless the caller is a signed-in engineer). */
export interface TrackStanding {
  attemptsAvailable: number;
  inProgress: { attemptId: number; deadline: string } | null;
  lastAttempt: { attemptId: number; passed: boolean; percentage: number; finishedAt: string } | null;
  /** When the retake wait ends; null when there is none. */
  nextAttemptAt: string | null;
  certificate: { id: string; issuedAt: string; expiresAt: string; status: CertificateStatus } | null;
  /** An attempt may start now, or one is in progress. */
  canStart: boolean;
  /** Paying makes sense now or after the wait. */
  canBuy: boolean;
}

/** One track of GET /api/certification/tracks, with its rules. */
export interface CertificationTrack {
  id: string;
  code: string;
  title: string;
  description: string;
  topics: string[];
  questionsPerAttempt: number;
  bankSize: number;
  timeLimitMinutes: number;
  passPercentage: number;
  validityMonths: number;
  retakeWaitDays: number;
  renewalWindowDays: number;
  reminderDays: number[];
  mine: TrackStanding | null;
}

/** One fee of GET /api/certification-fees (billing). */
export interface CertificationFee {
  track: string;
  amountCents: number;
  currency: string;
}

/** A valid certificate as the engineer JSON lists it (`trackCertifications`), by track order. */
export interface TrackCertification {
  track: string;
  title: string;
  code: string;
  certificateId: string;
  expiresAt: string;
}

/** A track's title and id, as a filter offers it. */
export interface TrackOption {
  id: string;
  title: string;
}

/** "$99.00" of a fee (billing's fees are in US dollar cents); null without one. */
export function formatFee(fee: CertificationFee | undefined): string | null {
  return fee ? formatCents(fee.amountCents) : null;
}

/** The fee of a track among billing's fees. */
export const feeOf = (fees: readonly CertificationFee[] | undefined, track: string) => fees?.find((fee) => fee.track === track);

function listWords(values: readonly number[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;
}

/** "24 months", "1 month". */
const months = (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`;
const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * The rules of a track in words, every figure from the track (and its fee): the same sentences on /get-certified
 * and on the track's own page.
 */
export function trackRules(track: CertificationTrack, fee?: CertificationFee): string[] {
  const price = formatFee(fee);
  return [
    `${track.questionsPerAttempt} multiple-choice questions drawn at random from a bank of ${track.bankSize}`,
    `${track.timeLimitMinutes} minutes from the moment you start`,
    `${track.passPercentage}% correct answers to pass`,
    ...(price ? [`${price} per attempt, paid before you start`] : []),
    `A retake is possible ${days(track.retakeWaitDays)} after an attempt that did not pass, with a new fee`,
    `The certificate is valid for ${months(track.validityMonths)}; renew it in its last ${days(track.renewalWindowDays)}`,
    ...(track.reminderDays.length > 0 ? [`E-mail reminders ${listWords(track.reminderDays)} days before it lapses`] : []),
  ];
}
