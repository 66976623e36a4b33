import type { User } from '../types';

/** The auth API's user (GET /api/user, login, registration) for tests: a client, Jane Carver. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'jcarver',
    email: 'jane@example.com',
    firstName: 'Jane',
    lastName: 'Carver',
    role: 'client',
    phone: null,
    location: null,
    profileImage: null,
    createdAt: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}
