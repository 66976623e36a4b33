import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithStore } from '@/testing/test-utils';

import { notificationReceived } from '../store/notifications-slice';
import { NotificationBell } from './notification-bell';

describe('NotificationBell', () => {
  it("shows 'No new notifications' when the list is empty", async () => {
    renderWithStore(<NotificationBell />);
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
  });

  it('caps the badge at 99+ and lists notifications until Clear all', async () => {
    const { store } = renderWithStore(<NotificationBell />);
    act(() => {
      for (let i = 0; i < 120; i += 1) {
        store.dispatch(notificationReceived({ type: i % 2 ? 'bid' : 'message', title: `Title ${i}`, message: `Message ${i}` }));
      }
    });
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('99+');

    await userEvent.click(screen.getByRole('button', { name: 'Notifications (120)' }));
    expect(await screen.findByText('Title 119')).toBeInTheDocument();
    expect(screen.getByText('Message 0')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('menuitem', { name: 'Clear all' }));
    expect(await screen.findByText('No new notifications')).toBeInTheDocument();
    expect(store.getState().notifications.items).toHaveLength(0);
    expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument();
  });
});
