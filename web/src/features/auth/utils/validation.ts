import { TEXT_LIMITS } from '@/config/constants';
import { lengthError } from '@/lib/text-length';

import type { RegisterableRole } from '../types';

/**
 * Client-side checks that mirror the auth service's register/login rules
 * (docs/dev-contract.md), so most mistakes are caught before a round trip.
 */

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;
// Deliberately simple: one '@', no spaces, a dot in the domain. The server has the final word.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = TEXT_LIMITS.personName;
export const PHONE_MAX_LENGTH = TEXT_LIMITS.phone;
export const LOCATION_MAX_LENGTH = TEXT_LIMITS.location;

export const MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  usernameInvalid: 'Username must be 3-32 characters of letters, digits, dot, underscore or hyphen',
  passwordLength: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
  roleInvalid: 'Role must be client or engineer',
} as const;

/** Length in characters as a person counts them (code points, not UTF-16 units). */
const charLength = (value: string): number => Array.from(value).length;

export function validateEmail(email: string): string | undefined {
  const value = email.trim();
  if (!value) return MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(value)) return MESSAGES.emailInvalid;
  return undefined;
}

export function validateUsername(username: string): string | undefined {
  const value = username.trim();
  if (!value) return MESSAGES.usernameRequired;
  if (!USERNAME_PATTERN.test(value)) return MESSAGES.usernameInvalid;
  return undefined;
}

export function validatePassword(password: string): string | undefined {
  if (!password) return MESSAGES.passwordRequired;
  const length = charLength(password);
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordLength;
  return undefined;
}

export interface SignInValues {
  username: string;
  password: string;
}

export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** Login only requires both fields: length rules apply to new passwords, not to existing ones. */
export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  const errors: FieldErrors<SignInValues> = {};
  if (!values.username.trim()) errors.username = MESSAGES.usernameRequired;
  if (!values.password) errors.password = MESSAGES.passwordRequired;
  return errors;
}

export interface SignUpValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  phone: string;
  location: string;
  role: RegisterableRole;
}

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  const errors: FieldErrors<SignUpValues> = {};

  // Too long: the same words as the field's own counter error (lengthError).
  const firstName = values.firstName.trim();
  const firstNameError = firstName ? lengthError(firstName, NAME_MAX_LENGTH) : MESSAGES.firstNameRequired;
  if (firstNameError) errors.firstName = firstNameError;

  const lastName = values.lastName.trim();
  const lastNameError = lastName ? lengthError(lastName, NAME_MAX_LENGTH) : MESSAGES.lastNameRequired;
  if (lastNameError) errors.lastName = lastNameError;

  const username = validateUsername(values.username);
  if (username) errors.username = username;

  const email = validateEmail(values.email);
  if (email) errors.email = email;

  const password = validatePassword(values.password);
  if (password) errors.password = password;

  const phone = lengthError(values.phone, PHONE_MAX_LENGTH);
  if (phone) errors.phone = phone;
  const location = lengthError(values.location, LOCATION_MAX_LENGTH);
  if (location) errors.location = location;

  if (values.role !== 'client' && values.role !== 'engineer') errors.role = MESSAGES.roleInvalid;

  return errors;
}

export const hasErrors = (errors: Record<string, string | undefined>): boolean =>
  Object.values(errors).some(Boolean);
