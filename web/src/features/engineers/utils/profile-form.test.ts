// @vitest-environment node
import { engineerUser, makeEngineerProfile } from '../testing/fixtures';
import { hasFormErrors, parseYearsExperience, toFormValues, toProfileUpdate, validateProfileForm } from './profile-form';

const profile = makeEngineerProfile({ user: { ...engineerUser, username: 'eng' }, bio: 'Bio', portfolioImages: ['/uploads/a.png'] });

describe('profile form', () => {
  it('parses years of experience as an integer with default 0', () => {
    expect(parseYearsExperience('7')).toBe(7);
    expect(parseYearsExperience('7.9')).toBe(7);
    expect(parseYearsExperience('')).toBe(0);
    expect(parseYearsExperience('abc')).toBe(0);
  });

  it('sends only editable fields, lists cleaned, an empty rate as null', () => {
    const values = { ...toFormValues(profile), hourlyRate: '', bio: '  New bio ', softwareSkills: [' Cabinet Vision ', ''] };
    const update = toProfileUpdate(values);
    expect(update).toEqual({
      bio: 'New bio',
      experience: '',
      hourlyRate: null,
      yearsExperience: 4,
      responseTime: 'Within 24 hours',
      availability: 'Available now',
      softwareSkills: ['Cabinet Vision'],
      specializations: [],
      languages: [],
      education: [],
      certifications: [],
      showContactInfo: false,
    });
    for (const field of ['rating', 'isVerified', 'certificationStatus', 'userId', 'portfolioImages']) {
      expect(update).not.toHaveProperty(field);
    }
  });

  it('rejects out-of-range numbers', () => {
    const errors = validateProfileForm({ ...toFormValues(profile), hourlyRate: '1001', yearsExperience: '71' });
    expect(errors.hourlyRate).toMatch(/0 to 1000/);
    expect(errors.yearsExperience).toMatch(/0 to 70/);
    expect(hasFormErrors(validateProfileForm(toFormValues(profile)))).toBe(false);
  });
});
