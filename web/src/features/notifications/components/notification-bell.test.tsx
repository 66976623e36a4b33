import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { realtime } from '@/lib/realtime';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { jsonResponse, renderWithStore, stubApi } from '@/testing/test-utils';

import type { AppNotification } from '../types';
import { NotificationBell } from './notification-bell';

const notification = (id: number, overrides: Partial<AppNotification> = {}): AppNotification => ({
  id,
  type: id % 2 ? 'bid' : 'project_update',
  title: `Title ${id}`,
  message: `Message ${id}`,
  read: false,
  timestamp: new Date(2025, 2, 4, 15, 7).toISOString(),
  ...overrides,
});

describe('NotificationBell', () => {
  beforeEach(() => FakeWebSocket.install());
  afterEach(() => {
    act(() => realtime.disconnect());
    vi.unstubAllGlobals();
  });

  it("shows 'No new notifications' when the list is empty", async () => {
    stubApi({ 'GET /api/notifications': () => jsonResponse(200, []) });
    renderWithStore(<NotificationBell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });

  it('caps the unread badge at 99+, marks a notification read on click and clears all', async () => {
    const items = Array.from({ length: 120 }, (_, index) => notification(120 - index, { read: index >= 110 }));
    const { calls } = stubApi({
      'GET /api/notifications': () => jsonResponse(200, items),
      'POST /api/notifications/120/read': () => jsonResponse(200, { ...items[0], read: true }),
      'DELETE /api/notifications': () => new Response(null, { status: 204 }),
    });
    renderWithStore(<NotificationBell />);
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('99+');

    await userEvent.click(screen.getByRole('button', { name: 'Notifications (110 unread)' }));
    const newest = await screen.findByRole('menuitem', { name: /Title 120/ });
    expect(newest).toHaveTextContent('Title 120 (unread)Message 120Mar 4, 3:07 PM');
    expect(screen.getByRole('menuitem', { name: /^Title 1Message/ })).toHaveAttribute('data-read', 'true');

    await userEvent.click(newest);
    expect(await screen.findByRole('button', { name: 'Notifications (109 unread)' })).toBeInTheDocument();
    expect(newest).toHaveAttribute('data-read', 'true');
    expect(calls.some((request) => request.method === 'POST' && request.url.endsWith('/api/notifications/120/read'))).toBe(true);

    await userEvent.click(screen.getByRole('menuitem', { name: 'Clear all' }));
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(calls.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('puts a live notification in front', async () => {
    stubApi({ 'GET /api/notifications': () => jsonResponse(200, [notification(1)]) });
    act(() => {
      realtime.connect(7);
      FakeWebSocket.latest().open();
    });
    renderWithStore(<NotificationBell />);
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('1');

    act(() =>
      FakeWebSocket.latest().receive({
        type: 'notification',
        title: 'New Bid',
        message: 'An engineer bid $3,200.',
        notificationType: 'bid',
        notification: notification(2, { title: 'New Bid', message: 'An engineer bid $3,200.' }),
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications (2 unread)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications (2 unread)' }));
    const items = await screen.findAllByRole('menuitem', { name: /Title|New Bid/ });
    expect(items.map((item) => within(item).getAllByText(/./)[0].textContent)).toEqual(['New Bid (unread)', 'Title 1 (unread)']);
  });
});
