import { screen, within } from '@testing-library/react';

import { makeUser } from '@/features/auth/testing/fixtures';
import { FEES, THREE_TRACKS } from '@/features/certification/testing/tracks';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { GetCertifiedRoute } from './get-certified';

const routes = [{ path: '/get-certified', element: <GetCertifiedRoute /> }];

function stubTracks(signedIn: boolean, overrides: Record<string, () => Response> = {}) {
  return stubApi({
    'GET /api/user': () => (signedIn ? jsonResponse(200, makeUser({ role: 'engineer' })) : jsonResponse(401, { message: 'Not authenticated' })),
    'GET /api/certification/tracks': () => jsonResponse(200, THREE_TRACKS),
    'GET /api/certification-fees': () => jsonResponse(200, FEES),
    ...overrides,
  });
}

describe('/get-certified', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the three tracks with the figures and fees the API gives', async () => {
    stubTracks(false, {
      'GET /api/certification-fees': () => jsonResponse(200, FEES.map((fee) => (fee.track === 'mozaik' ? { ...fee, amountCents: 12_900 } : fee))),
    });
    renderWithRouter(routes, { initialEntries: ['/get-certified'] });

    const card = (await screen.findByRole('heading', { level: 3, name: 'Mozaik Certified' })).closest('div') as HTMLElement;
    expect(within(card).getByText('$129.00')).toBeInTheDocument();
    expect(within(card).getByText('45 min')).toBeInTheDocument();
    expect(within(card).getByText('25')).toBeInTheDocument();
    expect(within(card).getByText('80%')).toBeInTheDocument();
    expect(within(card).getByText(/Valid 24 months/)).toBeInTheDocument();
    // Signed out, Start asks to sign in first and comes back to the track.
    expect(within(card).getByRole('link', { name: 'Start Mozaik Certified' })).toHaveAttribute('href', '/auth?redirectTo=%2Fcertification%2Ftracks%2Fmozaik');
    // The FAQ's figures come from the loaded data: fees differ per track, the rest is the same for all.
    expect(screen.getByText(/Cabinet Vision Certified: \$99\.00; Mozaik Certified: \$129\.00; AutoCAD for Cabinetry Certified: \$99\.00 per attempt/)).toBeInTheDocument();
    expect(screen.getByText(/valid 24 months, with e-mail reminders 30 and 7 days before it lapses. You can renew it in its last 90 days/)).toBeInTheDocument();
    expect(screen.getByText(/You can take the test again 7 days after an attempt/)).toBeInTheDocument();
  });

  it('explains how verification works, checks certificates and names no invented people', async () => {
    stubTracks(true);
    renderWithRouter(routes, { initialEntries: ['/get-certified'] });
    expect(await screen.findByRole('heading', { name: 'How Verification Works' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Take the general test/ })).toHaveAttribute('href', '/certification');
    expect(screen.getByRole('search', { name: 'Check a certificate' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Start Cabinet Vision Certified' })).toHaveAttribute('href', '/certification/tracks/cabinet_vision');
    expect(screen.queryByText(/What Certified Engineers Say/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Sarah Mitchell|David Chen|Maria Lopez/)).not.toBeInTheDocument();
  });

  it('offers a retry when the tracks cannot be loaded', async () => {
    stubTracks(false, { 'GET /api/certification/tracks': () => jsonResponse(503, { message: 'Service unavailable' }) });
    renderWithRouter(routes, { initialEntries: ['/get-certified'] });
    expect(await screen.findByText("We couldn't load the certification tracks")).toBeInTheDocument();
    expect(screen.queryByText(/\$\d/)).not.toBeInTheDocument();
  });
});
