import { AVAILABILITY_OPTIONS, PROFILE_DEFAULTS, RESPONSE_TIME_OPTIONS, TEXT_LIMITS } from '@/config/constants';
import { lengthError } from '@/lib/text-length';

import type { EditableProfileFields, EngineerProfile } from '../types';
import { cleanList } from './list-entries';

/** The profile editor's state: numbers stay text while typed. */
export interface ProfileFormValues {
  bio: string;
  experience: string;
  hourlyRate: string;
  yearsExperience: string;
  responseTime: string;
  availability: string;
  softwareSkills: string[];
  specializations: string[];
  languages: string[];
  education: string[];
  certifications: string[];
  showContactInfo: boolean;
}

export type ProfileFormErrors = Partial<Record<keyof ProfileFormValues, string>>;

/** Sets one field of the profile editor's state. */
export type SetProfileField = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => void;

export const HOURLY_RATE_MAX = 1000;
export const YEARS_EXPERIENCE_MAX = 70;
/** Bio and experience (auth service, api/profile_form.cpp). */
export const TEXT_MAX = TEXT_LIMITS.profileText;

const oneOf = (options: readonly string[], value: string, fallback: string): string =>
  options.includes(value) ? value : fallback;

export function toFormValues(profile: EngineerProfile): ProfileFormValues {
  return {
    bio: profile.bio ?? '',
    experience: profile.experience ?? '',
    hourlyRate: profile.hourlyRate == null ? '' : String(profile.hourlyRate),
    yearsExperience: String(profile.yearsExperience ?? PROFILE_DEFAULTS.yearsExperience),
    responseTime: oneOf(RESPONSE_TIME_OPTIONS, profile.responseTime, PROFILE_DEFAULTS.responseTime),
    availability: oneOf(AVAILABILITY_OPTIONS, profile.availability, PROFILE_DEFAULTS.availability),
    softwareSkills: [...profile.softwareSkills],
    specializations: [...profile.specializations],
    languages: [...profile.languages],
    education: [...profile.education],
    certifications: [...profile.certifications],
    showContactInfo: profile.showContactInfo,
  };
}

/** yearsExperience parsed as an integer, default 0 (spec section 5). */
export function parseYearsExperience(text: string): number {
  const years = Number.parseInt(text.trim(), 10);
  return Number.isNaN(years) ? PROFILE_DEFAULTS.yearsExperience : years;
}

/** An empty rate clears it (null); otherwise a number. */
export function parseHourlyRate(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return Number(trimmed);
}

export function validateProfileForm(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  const rate = parseHourlyRate(values.hourlyRate);
  if (rate !== null && (!Number.isFinite(rate) || rate < 0 || rate > HOURLY_RATE_MAX)) {
    errors.hourlyRate = `Hourly rate must be a number from 0 to ${HOURLY_RATE_MAX}`;
  }
  const years = parseYearsExperience(values.yearsExperience);
  if (years < 0 || years > YEARS_EXPERIENCE_MAX) {
    errors.yearsExperience = `Years of experience must be from 0 to ${YEARS_EXPERIENCE_MAX}`;
  }
  const bio = lengthError(values.bio, TEXT_MAX);
  if (bio) errors.bio = bio;
  const experience = lengthError(values.experience, TEXT_MAX);
  if (experience) errors.experience = experience;
  return errors;
}

/** The PATCH body: only the fields an engineer may edit (never rating, verification or certification). */
export function toProfileUpdate(values: ProfileFormValues): Omit<EditableProfileFields, 'portfolioImages'> {
  return {
    bio: values.bio.trim(),
    experience: values.experience.trim(),
    hourlyRate: parseHourlyRate(values.hourlyRate),
    yearsExperience: parseYearsExperience(values.yearsExperience),
    responseTime: values.responseTime,
    availability: values.availability,
    softwareSkills: cleanList(values.softwareSkills),
    specializations: cleanList(values.specializations),
    languages: cleanList(values.languages),
    education: cleanList(values.education),
    certifications: cleanList(values.certifications),
    showContactInfo: values.showContactInfo,
  };
}

export function hasFormErrors(errors: ProfileFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}
