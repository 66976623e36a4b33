import { isValid, parseISO, subDays } from 'date-fns';

import type { CertificationTrack, TrackStanding } from '@/lib/certification-tracks';
import { formatShortDate, formatTimestamp } from '@/lib/date-time';
import { plural } from '@/lib/plural';

import { formatPercentage } from './test-flow';

/** After paying, the page waits until auth has counted the new attempt (it learns of the fee from billing's event). */
export function awaitingPaidAttempt(mine: TrackStanding | null | undefined, paidFrom: number | null): boolean {
  if (paidFrom === null) return false;
  return (mine?.attemptsAvailable ?? 0) <= paidFrom;
}

/** The day renewal opens: the certificate's expiry less the renewal window. */
export function renewalOpensOn(expiresAt: string, renewalWindowDays: number): string | null {
  const expiry = parseISO(expiresAt);
  return isValid(expiry) ? formatShortDate(subDays(expiry, renewalWindowDays).toISOString()) : null;
}

/** Whether an ISO instant lies in the future. */
export function isAfter(iso: string | null | undefined, nowMs: number): boolean {
  if (!iso) return false;
  const at = Date.parse(iso);
  return !Number.isNaN(at) && at > nowMs;
}

/** Where the engineer stands on a track, one sentence each, newest concern first. */
export function standingLines(track: CertificationTrack, mine: TrackStanding, nowMs: number): string[] {
  const lines: string[] = [];
  const certificate = mine.certificate;
  if (mine.inProgress) lines.push(`An attempt is in progress: its time runs out ${formatTimestamp(mine.inProgress.deadline)}.`);
  if (certificate?.status === 'valid') {
    lines.push(`You are certified until ${formatShortDate(certificate.expiresAt)}.`);
    const opens = renewalOpensOn(certificate.expiresAt, track.renewalWindowDays);
    if (!mine.canBuy && !mine.canStart && opens) lines.push(`Renewal opens on ${opens}, ${plural(track.renewalWindowDays, 'day')} before it lapses.`);
    else if (mine.canBuy || mine.canStart) lines.push('Renewal is open: a pass now extends your certificate from its current expiry.');
  } else if (certificate?.status === 'expired') {
    lines.push(`Your certificate lapsed on ${formatShortDate(certificate.expiresAt)}: pass the test again to renew it.`);
  }
  const last = mine.lastAttempt;
  if (last && !last.passed && !mine.inProgress) {
    lines.push(`Your last attempt scored ${formatPercentage(last.percentage)}%; the pass mark is ${track.passPercentage}%.`);
  }
  if (isAfter(mine.nextAttemptAt, nowMs)) lines.push(`You can take the test again from ${formatShortDate(mine.nextAttemptAt)}.`);
  if (mine.attemptsAvailable > 0) lines.push(`${plural(mine.attemptsAvailable, 'paid attempt')} available.`);
  else if (!mine.inProgress && mine.canBuy) lines.push('No paid attempt available: pay the fee to take the test.');
  return lines;
}
