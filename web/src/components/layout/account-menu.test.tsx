import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';

import { AccountMenu } from './account-menu';
import type { ShellUser } from './types';

const user = (role: string): ShellUser => ({ username: 'jcarver', firstName: 'Jane', lastName: 'Carver', role });

async function openMenuOf(role: string) {
  render(
    <MemoryRouter>
      <AccountMenu user={user(role)} onSignOut={() => {}} />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
}

describe('AccountMenu', () => {
  it('offers admins the analytics', async () => {
    const menu = await openMenuOf('admin');
    expect(menu).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');
    expect(screen.getByRole('menuitem', { name: 'Subscription' })).toBeInTheDocument();
  });

  it.each(['client', 'engineer'])('offers a %s their own analytics', async (role) => {
    await openMenuOf(role);
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('menuitem', { name: 'Analytics' })).toHaveAttribute('href', '/analytics');
  });

  it('offers admins the admin dashboard', async () => {
    await openMenuOf('admin');
    expect(screen.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it.each(['client', 'engineer'])('does not offer a %s the admin dashboard', async (role) => {
    await openMenuOf(role);
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
  });
});
