import { addDays, format, isValid, parseISO } from 'date-fns';

import { CERTIFICATION } from '@/config/constants';

import type { CertificationAttempt } from '../types';

/** An answer per question: the chosen option index, or null while unanswered. */
export type Answers = Array<number | null>;

export function emptyAnswers(count: number): Answers {
  return Array.from({ length: count }, () => null);
}

/**
 * The deadline on this browser's clock: the seconds the server says are left, counted from now, so a computer whose
 * clock is wrong still shows the time the member has (the server's deadline when it sent no count).
 */
export function localDeadline(serverDeadline: string, secondsLeftOnServer: number | undefined, nowMs: number): string {
  if (typeof secondsLeftOnServer !== 'number' || !Number.isFinite(secondsLeftOnServer)) return serverDeadline;
  return new Date(nowMs + Math.max(0, secondsLeftOnServer) * 1000).toISOString();
}

/** Whole seconds until the server's deadline, never negative. */
export function secondsLeft(deadlineIso: string, nowMs: number): number {
  const deadline = Date.parse(deadlineIso);
  if (Number.isNaN(deadline)) return 0;
  return Math.max(0, Math.floor((deadline - nowMs) / 1000));
}

/** 'MM:SS' (minutes may exceed 59 only if a limit ever does). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Next is enabled only once the current question has an answer (spec section 5). */
export function canGoNext(answers: Answers, index: number): boolean {
  return index < answers.length - 1 && answers[index] != null;
}

/** Submit is enabled only when every question is answered. */
export function allAnswered(answers: Answers, questionCount: number): answers is number[] {
  return questionCount > 0 && answers.length === questionCount && answers.every((answer) => answer != null);
}

export function answeredCount(answers: Answers): number {
  return answers.filter((answer) => answer != null).length;
}

/** The percentage as shown in toasts: a whole number. */
export function formatPercentage(percentage: number): string {
  return String(Math.round(percentage));
}

/** The newest submitted attempt (the list is newest first). */
export function latestSubmittedAttempt(attempts: readonly CertificationAttempt[] | undefined): CertificationAttempt | null {
  return attempts?.find((attempt) => attempt.submittedAt != null || attempt.status === 'expired') ?? null;
}

/** The day the next attempt is allowed after `attempt`, as 'MMM d, yyyy'. */
export function retakeDate(attempt: CertificationAttempt | null): string | null {
  if (!attempt) return null;
  const from = parseISO(attempt.submittedAt ?? attempt.startedAt);
  if (!isValid(from)) return null;
  return format(addDays(from, CERTIFICATION.retakeAfterDays), 'MMM d, yyyy');
}
