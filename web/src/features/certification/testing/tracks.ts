import type { CertificationFee, CertificationTrack, TrackStanding } from '@/lib/certification-tracks';

import type { TrackCertificate, TrackTest } from '../types';

/** Builders for the tracks' API objects in tests, shaped exactly like issue 30 item 5's contract. */

export function makeStanding(overrides: Partial<TrackStanding> = {}): TrackStanding {
  return {
    attemptsAvailable: 0,
    inProgress: null,
    lastAttempt: null,
    nextAttemptAt: null,
    certificate: null,
    canStart: false,
    canBuy: true,
    ...overrides,
  };
}

export function makeTrack(overrides: Partial<CertificationTrack> = {}): CertificationTrack {
  return {
    id: 'cabinet_vision',
    code: 'CV',
    title: 'Cabinet Vision Certified',
    description: 'Construction methods, materials and machining output in Cabinet Vision.',
    topics: ['Construction methods', 'Materials', 'S2M Center output'],
    questionsPerAttempt: 25,
    bankSize: 64,
    timeLimitMinutes: 45,
    passPercentage: 80,
    validityMonths: 24,
    retakeWaitDays: 7,
    renewalWindowDays: 90,
    reminderDays: [30, 7],
    mine: null,
    ...overrides,
  };
}

export const THREE_TRACKS: CertificationTrack[] = [
  makeTrack(),
  makeTrack({ id: 'mozaik', code: 'MZ', title: 'Mozaik Certified', description: 'Mozaik templates, the optimizer and machine output.' }),
  makeTrack({ id: 'autocad', code: 'AC', title: 'AutoCAD for Cabinetry Certified', description: 'Drafting standards and DXF/DWG exchange for cabinetry.' }),
];

export const FEES: CertificationFee[] = THREE_TRACKS.map((track) => ({ track: track.id, amountCents: 9900, currency: 'usd' }));

export function makeTrackTest(overrides: Partial<TrackTest> = {}): TrackTest {
  return {
    attemptId: 41,
    track: 'cabinet_vision',
    startedAt: '2026-06-01T12:00:00Z',
    deadline: '2026-06-01T12:45:00Z',
    secondsLeft: 2400, // the server's clock at 12:05
    timeLimitMinutes: 45,
    passPercentage: 80,
    questions: [
      { id: 1, category: 'Construction', difficulty: 'medium', question: 'Which joint?', options: ['Dado', 'Butt'] },
      { id: 2, category: 'Machining', difficulty: 'hard', question: 'Which tool?', options: ['Compression bit', 'Down-cut bit'] },
    ],
    ...overrides,
  };
}

export function makeCertificate(overrides: Partial<TrackCertificate> = {}): TrackCertificate {
  return {
    id: 'CW-CV-7K3M9QX2',
    track: 'cabinet_vision',
    trackTitle: 'Cabinet Vision Certified',
    engineer: { id: 12, name: 'Ada Byron' },
    score: 22,
    totalQuestions: 25,
    percentage: 88,
    issuedAt: '2026-06-01T12:30:00Z',
    expiresAt: '2028-06-01T12:30:00Z',
    status: 'valid',
    ...overrides,
  };
}
