/** The parts of a user the shell needs to label them. */
export interface UserNameParts {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
}

const clean = (value: string | null | undefined): string => (value ?? '').trim();

/** The avatar letter: first letter of the first name, else of the username (spec section 2). */
export function avatarInitial(user: UserNameParts): string {
  const source = clean(user.firstName) || clean(user.username);
  const first = Array.from(source)[0];
  return first ? first.toLocaleUpperCase() : '?';
}

/** 'First Last', or the username when either name part is missing (spec section 2, mobile sheet). */
export function fullName(user: UserNameParts): string {
  const first = clean(user.firstName);
  const last = clean(user.lastName);
  if (!first || !last) return clean(user.username);
  return `${first} ${last}`;
}

/** The name used in a greeting: the first name, else the username. */
export function greetingName(user: UserNameParts): string {
  return clean(user.firstName) || clean(user.username);
}

/** A member whose account is younger than this is welcomed ("Welcome"), not welcomed back. */
export const NEW_MEMBER_HOURS = 24;

/**
 * 'Welcome' for a member who registered within the last day and was not welcomed yet (their first dashboard),
 * 'Welcome back' for everyone else (and an unknown age).
 */
export function welcomeWord(createdAt: string | undefined, now: number = Date.now(), welcomedBefore = false): 'Welcome' | 'Welcome back' {
  if (welcomedBefore) return 'Welcome back';
  const created = createdAt ? Date.parse(createdAt) : Number.NaN;
  return Number.isFinite(created) && now - created < NEW_MEMBER_HOURS * 3_600_000 ? 'Welcome' : 'Welcome back';
}

/** Two-letter initials for avatars of listed people ('Sarah Mitchell' -> 'SM'). */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

const ROLE_LABELS: Record<string, string> = {
  client: 'Client',
  engineer: 'Engineer',
  admin: 'Admin',
};

export function roleLabel(role: string | null | undefined): string {
  if (!role) return '';
  return ROLE_LABELS[role] ?? role.charAt(0).toUpperCase() + role.slice(1);
}
