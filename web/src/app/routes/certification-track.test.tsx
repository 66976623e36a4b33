import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { makeUser } from '@/features/auth/testing/fixtures';
import { makePaymentIntent } from '@/features/billing/testing/fixtures';
import { makeStanding, makeTrack } from '@/features/certification/testing/tracks';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { CertificationTrackRoute } from './certification';

const routes = [{ path: '/certification/tracks/:track', element: <CertificationTrackRoute /> }];

describe('/certification/tracks/{track}', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a client what the tracks are instead of the test', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(200, makeUser({ role: 'client' })) });
    renderWithRouter(routes, { initialEntries: ['/certification/tracks/mozaik'] });
    expect(await screen.findByRole('heading', { name: 'Certification tracks are for engineers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About the Tracks' })).toHaveAttribute('href', '/get-certified');
  });

  it("buys an attempt with the plans' card form for the fee's intent", async () => {
    const { calls } = stubApi({
      'GET /api/user': () => jsonResponse(200, makeUser({ role: 'engineer' })),
      'GET /api/certification/tracks/cabinet_vision': () => jsonResponse(200, makeTrack({ mine: makeStanding() })),
      'POST /api/certification-payments': () => jsonResponse(200, makePaymentIntent({ amount: '99.00', amountCents: 9900, description: 'Certification fee: Cabinet Vision' })),
      'GET /api/payment-config': () => jsonResponse(200, { provider: 'test', publishableKey: null }),
    });
    renderWithRouter(routes, { initialEntries: ['/certification/tracks/cabinet_vision'] });
    await userEvent.click(await screen.findByRole('button', { name: /Buy an Attempt/ }));
    expect(await screen.findByRole('form', { name: 'Card details' })).toBeInTheDocument();
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    const intent = calls.find((call) => call.method === 'POST' && call.url.endsWith('/api/certification-payments'));
    expect(await intent?.clone().json()).toEqual({ track: 'cabinet_vision' });
    expect(intent?.headers.get('Idempotency-Key')).toBeTruthy();
  });
});
