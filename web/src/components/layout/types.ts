import type { UserNameParts } from '@/lib/user-display';

/** What the shell needs to know about the signed-in user (kept apart from the auth feature's types). */
export interface ShellUser extends UserNameParts {
  role: string;
  profileImage?: string | null;
}

export interface SessionProps {
  /** null when signed out. */
  user: ShellUser | null;
  /** True until the first GET /api/user answer. */
  isSessionLoading: boolean;
  onSignOut: () => Promise<unknown> | void;
  isSigningOut?: boolean;
}
