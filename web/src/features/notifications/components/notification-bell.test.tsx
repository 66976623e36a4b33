import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';

import { realtime } from '@/lib/realtime';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makeNotification as notification, notificationsResponse } from '../testing/fixtures';
import { NotificationBell } from './notification-bell';

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

function renderBell() {
  const page = (
    <>
      <NotificationBell />
      <Where />
    </>
  );
  return renderWithRouter(
    [
      { path: '/', element: page },
      { path: '*', element: page },
    ],
    { initialEntries: ['/'] },
  );
}

describe('NotificationBell', () => {
  beforeEach(() => FakeWebSocket.install());
  afterEach(() => {
    act(() => realtime.disconnect());
    vi.unstubAllGlobals();
  });

  it("shows 'No new notifications' when the list is empty, with the way to all of them", async () => {
    stubApi({ 'GET /api/notifications': () => jsonResponse(200, []) });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Mark all read' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('menuitem', { name: 'View all notifications' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/notifications');
  });

  it("counts the server's unread total (X-Unread-Count), not only the unread ones it listed, capped at 99+", async () => {
    stubApi({ 'GET /api/notifications': () => notificationsResponse([notification(2), notification(1, { read: true })], { unread: 140, hasMore: true }) });
    renderBell();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('99+');
    expect(screen.getByRole('button', { name: 'Notifications (140 unread)' })).toBeInTheDocument();
  });

  it('marks a notification without a link read on click, staying on the page, and clears all', async () => {
    const items = Array.from({ length: 12 }, (_, index) => notification(12 - index, { read: index >= 10 }));
    const { calls } = stubApi({
      'GET /api/notifications': () => jsonResponse(200, items),
      'POST /api/notifications/12/read': () => jsonResponse(200, { ...items[0], read: true }),
      'DELETE /api/notifications': () => new Response(null, { status: 204 }),
    });
    renderBell();
    // An older server sends no X-Unread-Count: the unread ones listed are counted.
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('10');

    await userEvent.click(screen.getByRole('button', { name: 'Notifications (10 unread)' }));
    const newest = await screen.findByRole('menuitem', { name: /Title 12/ });
    expect(newest).toHaveTextContent('Title 12 (unread)Message 12Mar 4, 3:07 PM');
    expect(screen.getByRole('menuitem', { name: /^Title 1Message/ })).toHaveAttribute('data-read', 'true');

    await userEvent.click(newest);
    expect(await screen.findByRole('button', { name: 'Notifications (9 unread)' })).toBeInTheDocument();
    expect(newest).toHaveAttribute('data-read', 'true');
    expect(calls.some((request) => request.method === 'POST' && request.url.endsWith('/api/notifications/12/read'))).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);

    await userEvent.click(screen.getByRole('menuitem', { name: 'Clear all' }));
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(calls.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('opens the place a notification is about and marks it read', async () => {
    const paid = notification(5, { title: 'Stage funded', kind: 'stage_funded', link: '/project/42#payments', projectId: 42 });
    const { calls } = stubApi({
      'GET /api/notifications': () => notificationsResponse([paid, notification(4)], { unread: 2, hasMore: false }),
      'POST /api/notifications/5/read': () => jsonResponse(200, { ...paid, read: true }),
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Stage funded/ }));

    expect(screen.getByTestId('where')).toHaveTextContent('/project/42#payments');
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    expect(calls.filter((request) => request.method === 'POST').map((request) => new URL(request.url).pathname)).toEqual(['/api/notifications/5/read']);
  });

  it("marks every notification read with 'Mark all read'", async () => {
    const { calls } = stubApi({
      'GET /api/notifications': () => notificationsResponse([notification(3), notification(2), notification(1, { read: true })], { unread: 30, hasMore: true }),
      'POST /api/notifications/read-all': () => jsonResponse(200, { updated: 30 }),
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications (30 unread)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark all read' }));

    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    expect(screen.getAllByRole('menuitem', { name: /^Title/ }).map((item) => item.getAttribute('data-read'))).toEqual(['true', 'true', 'true']);
    expect(screen.queryByRole('menuitem', { name: 'Mark all read' })).not.toBeInTheDocument();
    expect(calls.some((request) => request.method === 'POST' && request.url.endsWith('/api/notifications/read-all'))).toBe(true);
  });

  it('puts a live notification in front and counts it', async () => {
    stubApi({ 'GET /api/notifications': () => notificationsResponse([notification(1)], { unread: 7 }) });
    act(() => {
      realtime.connect(7);
      FakeWebSocket.latest().open();
    });
    renderBell();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('7');

    act(() =>
      FakeWebSocket.latest().receive({
        type: 'notification',
        title: 'New Bid',
        message: 'An engineer bid $3,200.',
        notificationType: 'bid',
        notification: notification(2, { title: 'New Bid', message: 'An engineer bid $3,200.' }),
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications (8 unread)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications (8 unread)' }));
    const items = await screen.findAllByRole('menuitem', { name: /Title|New Bid/ });
    expect(items.map((item) => within(item).getAllByText(/./)[0].textContent)).toEqual(['New Bid (unread)', 'Title 1 (unread)']);
  });
});
