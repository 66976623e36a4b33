import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { engineerUser, makeEngineerProfile } from '../testing/fixtures';
import type { AccountUser } from '../types';
import { EngineerProfilePage } from './engineer-profile';
import { ProfilePage } from './profile-page';

const account: AccountUser = { ...engineerUser, email: 'ada@example.com', role: 'engineer', phone: null };

const profile = makeEngineerProfile({ user: { ...account }, bio: 'Old bio', certificationStatus: 'failed', certificationScore: 6 });

describe('/profile for an engineer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('edits, PATCHes only editable fields and returns to view mode', async () => {
    let sent: Record<string, unknown> = {};
    let stored = profile;
    stubApi({
      'GET /api/engineer-profile': () => jsonResponse(200, stored),
      'PATCH /api/engineer-profile/12': async (request) => {
        sent = (await request.json()) as Record<string, unknown>;
        stored = { ...stored, ...sent };
        return jsonResponse(200, stored);
      },
    });
    renderWithRouter([{ path: '/profile', element: <ProfilePage account={account} /> }], { initialEntries: ['/profile'] });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const bio = screen.getByLabelText('Bio');
    await userEvent.clear(bio);
    await userEvent.type(bio, '  New bio  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated', { selector: '[data-testid="toast"] *' })).toBeInTheDocument();
    expect(screen.getByText('Your profile has been successfully updated.', { selector: '[data-testid="toast"] *' })).toBeInTheDocument();
    expect(sent.bio).toBe('New bio');
    expect(Object.keys(sent)).not.toContain('rating');
    expect(Object.keys(sent)).not.toContain('certificationStatus');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByText('New bio')).toBeInTheDocument();
  });

  it("shows 'Update Failed' with the server message and stays in edit mode", async () => {
    stubApi({
      'GET /api/engineer-profile': () => jsonResponse(200, profile),
      'PATCH /api/engineer-profile/12': () => jsonResponse(400, { message: 'hourlyRate must be between 0 and 1000', code: 'invalid' }),
    });
    renderWithRouter([{ path: '/profile', element: <ProfilePage account={account} /> }], { initialEntries: ['/profile'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Update Failed', { selector: '[data-testid="toast"] *' })).toBeInTheDocument();
    expect(screen.getByText('400: hourlyRate must be between 0 and 1000', { selector: '[data-testid="toast"] *' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });
});

describe('the application notice of /profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });

  it('tells a rejected engineer why, and turns to pending once they save their profile (re-submitting it)', async () => {
    let stored = { ...profile, applicationStatus: 'rejected' as const, rejectionReason: 'Please add portfolio images of finished kitchens.' };
    stubApi({
      'GET /api/engineer-profile': () => jsonResponse(200, stored),
      'PATCH /api/engineer-profile/12': async (request) => {
        stored = { ...stored, ...((await request.json()) as object), applicationStatus: 'pending', rejectionReason: null } as unknown as typeof stored;
        return jsonResponse(200, stored);
      },
    });
    renderWithRouter([{ path: '/profile', element: <ProfilePage account={account} /> }], { initialEntries: ['/profile'] });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your application was not approved');
    expect(notice).toHaveTextContent('Reason: Please add portfolio images of finished kitchens.');
    expect(notice).toHaveTextContent('Update your profile; passing the certification test is what lets you bid.');
    expect(screen.getByText('Application not approved')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Pass the certification test to bid')).toBeInTheDocument();
    expect(screen.queryByText('Your application was not approved')).not.toBeInTheDocument();
    expect(screen.getByText('Verification pending')).toBeInTheDocument();
  });

  it('shows no notice to a verified engineer, and the settings given below the profile', async () => {
    stubApi({ 'GET /api/engineer-profile': () => jsonResponse(200, { ...profile, isVerified: true, applicationStatus: 'verified', rejectionReason: null }) });
    renderWithRouter([{ path: '/profile', element: <ProfilePage account={account} settings={<p>Settings here</p>} /> }], { initialEntries: ['/profile'] });

    expect(await screen.findByText('Settings here')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Pass the certification test to bid')).not.toBeInTheDocument();
  });

  it("shows a client's settings below their account details", () => {
    renderWithRouter([{ path: '/profile', element: <ProfilePage account={{ ...account, role: 'client' }} settings={<p>Settings here</p>} /> }], {
      initialEntries: ['/profile'],
    });
    expect(screen.getByText('Settings here')).toBeInTheDocument();
  });
});

describe('/engineer/{id}', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'Engineer Not Found' on 404", async () => {
    stubApi({ 'GET /api/engineer-profile/99': () => jsonResponse(404, { message: 'Engineer not found', code: 'not_found' }) });
    renderWithRouter([{ path: '/engineer/99', element: <EngineerProfilePage userId={99} /> }], { initialEntries: ['/engineer/99'] });
    expect(await screen.findByRole('heading', { name: 'Engineer Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The engineer profile you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('shows reviews with stars, an empty portfolio state and no contact details that were not shared', async () => {
    stubApi({
      'GET /api/engineer-profile/12': () => jsonResponse(200, { ...profile, isVerified: true, user: { ...profile.user, email: undefined } }),
      'GET /api/engineers/12/reviews': () =>
        jsonResponse(200, [{ id: 1, rating: 4, comment: 'Great cut lists', createdAt: '2025-03-04T10:00:00Z', projectId: 3, reviewer: { firstName: 'Cli', lastName: 'Ent' } }]),
    });
    renderWithRouter([{ path: '/engineer/12', element: <EngineerProfilePage userId={12} /> }], { initialEntries: ['/engineer/12'] });
    expect(await screen.findByText('Great cut lists')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Mar 4, 2025')).toBeInTheDocument();
    expect(screen.getByText('Verified Engineer')).toBeInTheDocument();
    expect(screen.getByText('No portfolio images yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verification' })).toBeInTheDocument();
    expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument();
    expect(screen.getByText('Member since January 2025')).toBeInTheDocument();
  });
});
