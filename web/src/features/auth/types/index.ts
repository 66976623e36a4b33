export type UserRole = 'client' | 'engineer' | 'admin';
export type RegisterableRole = Exclude<UserRole, 'admin'>;

/** The user object of the auth API (docs/dev-contract.md). */
export interface User {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  phone: string | null;
  location: string | null;
  profileImage: string | null;
  createdAt: string;
}

export interface LoginInput {
  username: string;
  password: string;
}

export interface RegisterInput {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  phone?: string;
  location?: string;
  role: RegisterableRole;
  source?: string;
}
