// @vitest-environment node
import type { CertificationAttempt } from '../types';
import { allAnswered, canGoNext, emptyAnswers, formatCountdown, formatPercentage, latestSubmittedAttempt, localDeadline, retakeDate, secondsLeft } from './test-flow';

describe('certification test flow', () => {
  it('formats the countdown as MM:SS', () => {
    expect(formatCountdown(1800)).toBe('30:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it("counts seconds to the server's deadline, never below zero", () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(secondsLeft('2026-01-01T10:30:00Z', now)).toBe(1800);
    expect(secondsLeft('2026-01-01T10:00:00.900Z', now)).toBe(0);
    expect(secondsLeft('2026-01-01T09:00:00Z', now)).toBe(0);
    expect(secondsLeft('garbage', now)).toBe(0);
  });

  it("counts down from the server's seconds left, whatever this computer's clock says", () => {
    const browserNow = Date.parse('2031-01-01T00:00:00Z'); // a clock years off, or a test clock moved on
    expect(localDeadline('2026-06-01T12:45:00Z', 2400, browserNow)).toBe('2031-01-01T00:40:00.000Z');
    expect(secondsLeft(localDeadline('2026-06-01T12:45:00Z', 2400, browserNow), browserNow)).toBe(2400);
    expect(localDeadline('2026-06-01T12:45:00Z', -5, browserNow)).toBe('2031-01-01T00:00:00.000Z');
    expect(localDeadline('2026-06-01T12:45:00Z', undefined, browserNow)).toBe('2026-06-01T12:45:00Z');
  });

  it('enables Next only once the current question is answered', () => {
    const answers = emptyAnswers(3);
    expect(canGoNext(answers, 0)).toBe(false);
    answers[0] = 2;
    expect(canGoNext(answers, 0)).toBe(true);
    answers[2] = 0;
    expect(canGoNext(answers, 2)).toBe(false); // the last question has Submit instead
  });

  it('enables Submit only when every question is answered', () => {
    expect(allAnswered([0, null, 1], 3)).toBe(false);
    expect(allAnswered([0, 3, 1], 3)).toBe(true);
    expect(allAnswered([0, 3], 3)).toBe(false);
    expect(allAnswered([], 0)).toBe(false);
  });

  it('rounds percentages and finds the retake date 7 days after the last attempt', () => {
    expect(formatPercentage(79.6)).toBe('80');
    const attempts: CertificationAttempt[] = [
      { id: 2, status: 'in_progress', score: null, totalQuestions: 10, percentage: null, passed: null, startedAt: '2026-03-10T09:00:00Z', submittedAt: null },
      { id: 1, status: 'failed', score: 6, totalQuestions: 10, percentage: 60, passed: false, startedAt: '2026-03-01T09:00:00Z', submittedAt: '2026-03-01T09:20:00Z' },
    ];
    const latest = latestSubmittedAttempt(attempts);
    expect(latest?.id).toBe(1);
    expect(retakeDate(latest)).toBe('Mar 8, 2026');
    expect(retakeDate(null)).toBeNull();
  });
});
