import type { EngineerProfile, EngineerUser } from '../types';

/** Builders for the Engineers API's objects in tests. */

export const engineerUser: EngineerUser = {
  id: 12,
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Byron',
  location: 'Austin, USA',
  profileImage: null,
  createdAt: '2025-01-01T00:00:00Z',
};

/** A new engineer's profile (uncertified, no reviews yet) of `engineerUser`. */
export function makeEngineerProfile(overrides: Partial<EngineerProfile> = {}): EngineerProfile {
  return {
    userId: engineerUser.id,
    user: { ...engineerUser },
    bio: '',
    hourlyRate: 75,
    experience: '',
    yearsExperience: 4,
    softwareSkills: ['Mozaik'],
    specializations: [],
    languages: [],
    education: [],
    certifications: [],
    portfolioImages: [],
    responseTime: 'Within 24 hours',
    availability: 'Available now',
    showContactInfo: false,
    rating: null,
    reviewCount: 0,
    completedProjects: 0,
    isVerified: false,
    certificationStatus: 'pending',
    certificationScore: null,
    certificationDate: null,
    ...overrides,
  };
}
