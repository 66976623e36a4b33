import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makeNotification as notification, notificationsResponse } from '../testing/fixtures';
import { NotificationsPage } from './notifications-page';

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

const page = (from: number, count: number, read: (id: number) => boolean = () => false) =>
  Array.from({ length: count }, (_, index) => notification(from - index, { read: read(from - index) }));

function renderPage() {
  return renderWithRouter(
    [
      {
        path: '*',
        element: (
          <>
            <NotificationsPage />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/notifications'] },
  );
}

const listed = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('button').map((item) => item.textContent?.match(/Title \d+/)?.[0]);

describe('/notifications', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("pages with 'Load more' (before = the last id shown) and filters the unread ones", async () => {
    const { calls } = stubApi({
      'GET /api/notifications': (request) => {
        const params = new URL(request.url).searchParams;
        const unread = params.get('unread') === 'true';
        if (params.get('limit') === null) return notificationsResponse(page(45, 3), { unread: 12, hasMore: true }); // the bell
        if (unread) return notificationsResponse(page(45, 2), { unread: 12, hasMore: false });
        if (params.get('before') === '26') return notificationsResponse(page(25, 5), { unread: 12, hasMore: false });
        return notificationsResponse(page(45, 20, (id) => id % 2 === 0), { unread: 12, hasMore: true });
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    await screen.findByRole('button', { name: /Title 45/ });
    expect(listed()).toHaveLength(20);
    expect(listed()[19]).toBe('Title 26');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('button', { name: /Title 21/ });
    expect(listed()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pageCalls = calls.filter((request) => new URL(request.url).searchParams.get('limit') !== null).map((request) => new URL(request.url).search);
    expect(pageCalls).toEqual(['?limit=20', '?limit=20&before=26']);

    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('button', { name: /Title 44/ });
    expect(listed()).toEqual(['Title 45', 'Title 44']);
    expect(calls.at(-1)?.url).toMatch(/\/api\/notifications\?limit=20&unread=true$/);
  });

  it('shows only the unread ones even when the server answers read ones too', async () => {
    stubApi({ 'GET /api/notifications': () => notificationsResponse([notification(3), notification(2, { read: true }), notification(1)]) });
    renderPage();
    await screen.findByRole('button', { name: /Title 2/ });
    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(listed()).toEqual(['Title 3', 'Title 1']);
  });

  it('opens a notification at its link and marks it read; marks all read', async () => {
    let items = [notification(9, { title: 'Stage funded', link: '/project/42#milestones', projectId: 42 }), notification(8)];
    const unread = () => items.filter((item) => !item.read).length;
    const { calls } = stubApi({
      'GET /api/notifications': () => notificationsResponse(items, { unread: unread(), hasMore: false }),
      'POST /api/notifications/9/read': () => {
        items = items.map((item) => (item.id === 9 ? { ...item, read: true } : item));
        return jsonResponse(200, items[0]);
      },
      'POST /api/notifications/read-all': () => {
        const updated = unread();
        items = items.map((item) => ({ ...item, read: true }));
        return jsonResponse(200, { updated });
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Stage funded/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/project/42#milestones');
    expect(calls.some((request) => request.method === 'POST' && request.url.endsWith('/api/notifications/9/read'))).toBe(true);
    expect(screen.getByRole('button', { name: /Stage funded/ })).toHaveAttribute('data-read', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(calls.some((request) => request.method === 'POST' && request.url.endsWith('/api/notifications/read-all'))).toBe(true);
    expect(await screen.findByRole('button', { name: /Title 8/ })).toHaveAttribute('data-read', 'true');
  });

  it.each([
    ['certificate_issued', 'Certificate issued', '/certificates/CW-CV-7K3M9QX2'],
    ['certificate_expiring', 'Certificate expires in 30 days', '/certification/tracks/cabinet_vision'],
  ])('opens a %s notification at its link', async (kind, title, link) => {
    stubApi({
      'GET /api/notifications': () => notificationsResponse([notification(5, { type: 'account', kind, title, link })], { unread: 1, hasMore: false }),
      'POST /api/notifications/5/read': () => jsonResponse(200, notification(5, { kind, title, link, read: true })),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(title) }));
    expect(screen.getByTestId('where')).toHaveTextContent(link);
  });

  it('says when there is nothing to show', async () => {
    stubApi({ 'GET /api/notifications': () => notificationsResponse([], { unread: 0, hasMore: false }) });
    renderPage();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
  });
});
