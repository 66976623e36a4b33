import { screen } from '@testing-library/react';

import { renderWithRouter } from '@/testing/test-utils';

import type { EngineerProfile } from '../types';
import { ApplicationStatusNotice } from './application-status-notice';

function renderNotice(profile: Pick<EngineerProfile, 'applicationStatus' | 'rejectionReason'>) {
  return renderWithRouter([{ path: '/', element: <ApplicationStatusNotice profile={profile} action={<a href="/profile">Update your profile</a>} /> }]);
}

describe('ApplicationStatusNotice', () => {
  it('warns clearly about a rejection, with the reason and what to do', () => {
    renderNotice({ applicationStatus: 'rejected', rejectionReason: 'Add portfolio images.' });
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Your application was not approved');
    expect(notice).toHaveTextContent('Reason: Add portfolio images.');
    expect(notice).toHaveTextContent('Update your profile; passing the certification test is what lets you bid.');
    expect(screen.getByRole('link', { name: 'Update your profile' })).toHaveAttribute('href', '/profile');
  });

  it('notes quietly that a pending engineer bids once they pass the test', () => {
    renderNotice({ applicationStatus: 'pending', rejectionReason: null });
    expect(screen.getByRole('status')).toHaveTextContent('Pass the certification test to bid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('warns about a withdrawn verification, with the reason and a way to contact support', () => {
    renderNotice({ applicationStatus: 'revoked', rejectionReason: 'Portfolio images were not your own.' });
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Your verification was withdrawn');
    expect(notice).toHaveTextContent('Reason: Portfolio images were not your own.');
    expect(notice).toHaveTextContent('You cannot bid on projects for now.');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  });

  it('shows nothing once verified, or when the profile does not say', () => {
    for (const profile of [{ applicationStatus: 'verified' as const, rejectionReason: null }, {}]) {
      const { unmount } = renderNotice(profile);
      expect(screen.queryByText(/Your application/)).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      unmount();
    }
  });
});
