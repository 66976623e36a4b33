import type { RegisterableRole } from '../types';

/** `?role=` of /auth: the role Sign Up starts with (client unless it names the engineer: 'Join as an Engineer'). */
export function initialSignUpRole(value: string | null): RegisterableRole {
  return value === 'engineer' ? 'engineer' : 'client';
}
