// @vitest-environment node
import { makeEngineerProfile } from '@/features/engineers/testing/fixtures';

import { hourlyRateLabel, projectsCompletedLabel, topVerifiedEngineers } from './engineer-cards';

const engineer = (userId: number, rating: string | null, isVerified = true, reviewCount = 3) => makeEngineerProfile({ userId, rating, isVerified, reviewCount });

describe('topVerifiedEngineers', () => {
  it('takes the highest-rated verified engineers, leaving out unverified ones', () => {
    const list = [engineer(1, '4.2'), engineer(2, '5.0', false), engineer(3, '4.9'), engineer(4, '4.5'), engineer(5, '3.1')];
    expect(topVerifiedEngineers(list, 3).map((e) => e.userId)).toEqual([3, 4, 1]);
  });

  it('keeps the directory order between equal ratings and returns fewer when fewer are verified', () => {
    expect(topVerifiedEngineers([engineer(7, '4.8'), engineer(6, '4.8'), engineer(8, '5.0', false)], 3).map((e) => e.userId)).toEqual([7, 6]);
  });

  it('ranks reviewed engineers above those without a rating, and more reviews above fewer at one rating', () => {
    const list = [engineer(1, null, true, 0), engineer(2, '4.6', true, 40), engineer(3, '4.9', true, 2), engineer(4, '4.9', true, 12)];
    expect(topVerifiedEngineers(list, 4).map((e) => e.userId)).toEqual([4, 3, 2, 1]);
  });

  it('returns none when no engineer is verified', () => {
    expect(topVerifiedEngineers([engineer(1, '5.0', false)], 3)).toEqual([]);
  });
});

describe('card labels', () => {
  it('says project or projects by the count', () => {
    expect(projectsCompletedLabel(0)).toBe('0 projects completed');
    expect(projectsCompletedLabel(1)).toBe('1 project completed');
    expect(projectsCompletedLabel(2)).toBe('2 projects completed');
    expect(projectsCompletedLabel(1200)).toBe('1,200 projects completed');
  });

  it('shows the hourly rate, or nothing without one', () => {
    expect(hourlyRateLabel(75)).toBe('$75.00/hr');
    expect(hourlyRateLabel(62.5)).toBe('$62.50/hr');
    expect(hourlyRateLabel(null)).toBeNull();
  });
});
