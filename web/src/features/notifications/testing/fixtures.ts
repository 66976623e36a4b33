import type { AppNotification } from '../types';

export const makeNotification = (id: number, overrides: Partial<AppNotification> = {}): AppNotification => ({
  id,
  type: id % 2 ? 'bid' : 'project_update',
  title: `Title ${id}`,
  message: `Message ${id}`,
  read: false,
  timestamp: new Date(2025, 2, 4, 15, 7).toISOString(),
  kind: null,
  link: null,
  projectId: null,
  ...overrides,
});

/** GET /api/notifications' answer: the list with the headers of issue 28 (left out when not given, as an older server does). */
export function notificationsResponse(items: AppNotification[], headers: { unread?: number; hasMore?: boolean } = {}): Response {
  const head = new Headers({ 'Content-Type': 'application/json' });
  if (headers.unread !== undefined) head.set('X-Unread-Count', String(headers.unread));
  if (headers.hasMore !== undefined) head.set('X-Has-More', String(headers.hasMore));
  return new Response(JSON.stringify(items), { status: 200, headers: head });
}
