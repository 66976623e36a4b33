// @vitest-environment node
import type { MasteryStanding } from '../types';
import { certificationSummary, ratingSummary } from './summary';

const standing: MasteryStanding = {
  certificationStatus: 'certified',
  certificationScore: 9,
  certificationDate: '2026-01-05T10:00:00Z',
  rating: '4.86',
  reviewCount: 12,
  completedProjects: 14,
};

describe('skill mastery summary', () => {
  it('names the certification status with the best passed percentage, else the score', () => {
    const attempts = [
      { id: 1, status: 'passed', percentage: 80, passed: true, submittedAt: '2026-01-01T00:00:00Z' },
      { id: 2, status: 'passed', percentage: 92.4, passed: true, submittedAt: '2026-02-01T00:00:00Z' },
      { id: 3, status: 'failed', percentage: 40, passed: false, submittedAt: '2025-12-01T00:00:00Z' },
    ];
    expect(certificationSummary(standing, attempts)).toEqual({ label: 'Certified', detail: 'Passed with 92%', certified: true });
    expect(certificationSummary(standing, [])).toEqual({ label: 'Certified', detail: 'Score 9', certified: true });
    expect(certificationSummary({ ...standing, certificationStatus: 'failed' }, []).certified).toBe(false);
    expect(certificationSummary({ ...standing, certificationStatus: 'pending' }, []).label).toBe('Not certified');
  });

  it('words the rating', () => {
    expect(ratingSummary(standing)).toBe('4.9 from 12 reviews');
    expect(ratingSummary({ rating: '5.0', reviewCount: 1 })).toBe('5.0 from 1 review');
    expect(ratingSummary({ rating: null, reviewCount: 0 })).toBe('No reviews yet');
  });
});
