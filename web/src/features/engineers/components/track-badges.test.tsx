import { screen, within } from '@testing-library/react';

import { renderWithRouter, stubApi } from '@/testing/test-utils';

import { makeEngineerProfile } from '../testing/fixtures';
import { EngineerProfileHeader } from './engineer-profile-header';

describe('track badges on the profile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows one badge per valid track certificate, linking to its public page', () => {
    stubApi({});
    const engineer = makeEngineerProfile({
      trackCertifications: [{ track: 'mozaik', title: 'Mozaik Certified', code: 'MZ', certificateId: 'CW-MZ-ABCDEFGH', expiresAt: '2028-01-01T00:00:00Z' }],
    });
    renderWithRouter([{ path: '/', element: <EngineerProfileHeader engineer={engineer} /> }]);
    const badges = screen.getByRole('list', { name: 'Track certifications' });
    const link = within(badges).getByRole('link', { name: 'MZ Mozaik Certified' });
    expect(link).toHaveAttribute('href', '/certificates/CW-MZ-ABCDEFGH');
  });

  it('shows none without track certificates (an older server leaves the field out)', () => {
    stubApi({});
    renderWithRouter([{ path: '/', element: <EngineerProfileHeader engineer={makeEngineerProfile()} /> }]);
    expect(screen.queryByRole('list', { name: 'Track certifications' })).not.toBeInTheDocument();
  });
});
