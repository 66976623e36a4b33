// @vitest-environment node
import { makeAttempt, makeDecision, makePublicProfile } from '../testing/fixtures';
import type { CertificationAttempt } from '../types';
import {
  activityAge,
  applicantOf,
  applicationStatusOf,
  attemptLine,
  certificationLabel,
  completedProjectsLabel,
  decisionParts,
  engineerLabel,
  engineerTabLabel,
  ratingLabel,
  rejectionReasonError,
} from './display';

describe('admin display helpers', () => {
  it("names an engineer by name, else username, else 'Engineer #id'", () => {
    expect(engineerLabel({ userId: 4, name: 'Ada Byron', username: 'ada' })).toBe('Ada Byron');
    expect(engineerLabel({ userId: 4, name: '  ', username: 'ada' })).toBe('ada');
    expect(engineerLabel({ userId: 4, name: '', username: '' })).toBe('Engineer #4');
  });

  it('words the completed projects in the singular and the plural', () => {
    expect(completedProjectsLabel(0)).toBe('0 projects completed');
    expect(completedProjectsLabel(1)).toBe('1 project completed');
    expect(completedProjectsLabel(3)).toBe('3 projects completed');
  });

  it('shows the rating with one decimal and a star, New (no star) without reviews', () => {
    expect(ratingLabel('4.8')).toBe('4.8 ★');
    expect(ratingLabel('4')).toBe('4.0 ★');
    expect(ratingLabel(null)).toBe('New');
    expect(ratingLabel('')).toBe('New');
  });

  it('adds the pending count to the tab label once known', () => {
    expect(engineerTabLabel(3)).toBe('Engineer Management (3)');
    expect(engineerTabLabel(0)).toBe('Engineer Management (0)');
    expect(engineerTabLabel(undefined)).toBe('Engineer Management');
  });

  it('tells how long ago an activity happened', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(activityAge('2026-11-23T11:55:00Z', now)).toBe('5 minutes ago');
    expect(activityAge('2026-11-21T12:00:00Z', now)).toBe('2 days ago');
    expect(activityAge('not a time', now)).toBe('');
  });

  it('needs a rejection reason of 1 to 1000 characters once trimmed', () => {
    expect(rejectionReasonError('')).toBe('Please give a reason: the engineer sees it.');
    expect(rejectionReasonError(' \n ')).toBe('Please give a reason: the engineer sees it.');
    expect(rejectionReasonError(`  ${'x'.repeat(1000)}  `)).toBeNull();
    expect(rejectionReasonError('x'.repeat(1001))).toBe('This is 1 character too long (at most 1,000).');
  });

  it('words decisions with the admin and the day, and the reason of a rejection', () => {
    expect(decisionParts(makeDecision({ decision: 'approved', reason: null, decidedAt: '2025-03-09T10:00:00Z' }))).toEqual({
      verb: 'Approved',
      admin: 'admin',
      when: ' on Mar 9, 2025',
      reason: null,
    });
    expect(decisionParts(makeDecision({ reason: 'No portfolio.', decidedAt: '2025-03-05T10:00:00Z' }))).toEqual({
      verb: 'Rejected',
      admin: 'admin',
      when: ' on Mar 5, 2025',
      reason: 'No portfolio.',
    });
    expect(decisionParts(makeDecision({ reason: null, decidedAt: 'not a time' }))).toMatchObject({ when: '', reason: null });
  });

  it('words the certification result', () => {
    expect(certificationLabel({ certificationStatus: 'certified', certificationScore: 9, certificationDate: '2025-03-02T10:00:00Z' })).toBe('Certified with 9/10 on Mar 2, 2025');
    expect(certificationLabel({ certificationStatus: 'failed', certificationScore: 6 })).toBe('Did not pass (6/10)');
    expect(certificationLabel({ certificationStatus: 'pending', certificationScore: null })).toBe('Not taken yet');
  });

  it('reads the application status, from the verified flag when the profile does not say', () => {
    expect(applicationStatusOf({ ...makePublicProfile(4), applicationStatus: 'rejected' })).toBe('rejected');
    expect(applicationStatusOf({ ...makePublicProfile(4), isVerified: false })).toBe('pending');
    expect(applicationStatusOf(makePublicProfile(4))).toBe('verified');
    expect(applicantOf(makePublicProfile(4))).toEqual({ userId: 4, name: 'Some Engineer', username: 'eng4' });
  });

  it('words a certification attempt: its status, the score once there is one (an expired attempt has none), and the day it started', () => {
    expect(attemptLine(makeAttempt({ status: 'passed', score: 9, startedAt: '2025-03-04T10:00:00Z' }))).toBe('Passed · 9/10 · started Mar 4, 2025');
    expect(attemptLine(makeAttempt({ status: 'failed', score: 0, totalQuestions: 12 }))).toBe('Failed · 0/12 · started Mar 1, 2025');
    expect(attemptLine(makeAttempt({ status: 'expired', score: 0, submittedAt: null }))).toBe('Expired · started Mar 1, 2025');
    expect(attemptLine(makeAttempt({ status: 'in_progress', score: null, submittedAt: null }))).toBe('In progress · started Mar 1, 2025');
    expect(attemptLine(makeAttempt({ status: 'voided' as CertificationAttempt['status'], score: null, startedAt: 'not a date' }))).toBe('voided');
  });
});
