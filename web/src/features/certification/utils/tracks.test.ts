// @vitest-environment node
import type { CertificationTrack, TrackStanding } from '@/lib/certification-tracks';

import { makeTrack, makeStanding } from '../testing/tracks';
import { awaitingPaidAttempt, renewalOpensOn, standingLines } from './tracks';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const lines = (mine: Partial<TrackStanding>, track: Partial<CertificationTrack> = {}) => standingLines(makeTrack(track), makeStanding(mine), NOW);

describe('track standing', () => {
  it('waits after a payment until the attempt is counted', () => {
    expect(awaitingPaidAttempt(makeStanding({ attemptsAvailable: 0 }), 0)).toBe(true);
    expect(awaitingPaidAttempt(makeStanding({ attemptsAvailable: 1 }), 0)).toBe(false);
    expect(awaitingPaidAttempt(null, 0)).toBe(true);
    expect(awaitingPaidAttempt(makeStanding({ attemptsAvailable: 0 }), null)).toBe(false);
  });

  it('opens renewal the renewal window before expiry', () => {
    expect(renewalOpensOn('2028-06-01T00:00:00Z', 90)).toBe('Mar 3, 2028');
    expect(renewalOpensOn('garbage', 90)).toBeNull();
  });

  it('says what the engineer can do next', () => {
    expect(lines({})).toEqual(['No paid attempt available: pay the fee to take the test.']);
    expect(lines({ attemptsAvailable: 2, canStart: true })).toEqual(['2 paid attempts available.']);
    expect(lines({ lastAttempt: { attemptId: 3, passed: false, percentage: 64, finishedAt: '2026-05-30T10:00:00Z' }, nextAttemptAt: '2026-06-06T10:00:00Z' })).toEqual([
      'Your last attempt scored 64%; the pass mark is 80%.',
      'You can take the test again from Jun 6, 2026.',
      'No paid attempt available: pay the fee to take the test.',
    ]);
    const certificate = { id: 'CW-CV-7K3M9QX2', issuedAt: '2026-01-01T00:00:00Z', expiresAt: '2028-01-01T00:00:00Z', status: 'valid' as const };
    expect(lines({ certificate, canBuy: false })).toEqual(['You are certified until Jan 1, 2028.', 'Renewal opens on Oct 3, 2027, 90 days before it lapses.']);
    expect(lines({ certificate: { ...certificate, status: 'expired', expiresAt: '2026-05-01T00:00:00Z' } })[0]).toBe(
      'Your certificate lapsed on May 1, 2026: pass the test again to renew it.',
    );
  });
});
