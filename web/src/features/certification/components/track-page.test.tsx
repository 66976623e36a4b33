import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { TrackStanding } from '@/lib/certification-tracks';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makeStanding, makeTrack, makeTrackTest } from '../testing/tracks';
import { TrackPage, type RenderPurchase } from './track-page';

const NOW = Date.parse('2026-06-01T12:05:00Z');
const now = () => NOW;
const TRACK_URL = 'GET /api/certification/tracks/cabinet_vision';
const START_URL = 'POST /api/certification/tracks/cabinet_vision/attempts';
const SUBMIT_URL = 'POST /api/certification/tracks/cabinet_vision/attempts/41/submit';

const trackWith = (mine: Partial<TrackStanding>) => jsonResponse(200, makeTrack({ mine: makeStanding(mine) }));

function renderTrack({ paidFrom = null, renderPurchase = () => <p>card form</p>, onPaidAttemptSeen = () => {} }: {
  paidFrom?: number | null;
  renderPurchase?: RenderPurchase;
  onPaidAttemptSeen?: () => void;
} = {}) {
  return renderWithRouter(
    [
      {
        path: '/certification/tracks/:track',
        element: <TrackPage trackId="cabinet_vision" paidFrom={paidFrom} onPaidAttemptSeen={onPaidAttemptSeen} renderPurchase={renderPurchase} now={now} />,
      },
      { path: '/certificates/:id', element: <p>certificate page</p> },
    ],
    { initialEntries: ['/certification/tracks/cabinet_vision'] },
  );
}

async function standing() {
  return screen.findByRole('region', { name: 'Your standing' });
}

describe('TrackPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a spinner while loading, then the rules with every figure from the track', async () => {
    stubApi({ [TRACK_URL]: () => trackWith({}) });
    renderTrack();
    expect(screen.getByText('Loading the certification track')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cabinet Vision Certified' })).toBeInTheDocument();
    expect(screen.getByText('25 multiple-choice questions drawn at random from a bank of 64')).toBeInTheDocument();
    expect(screen.getByText('45 minutes from the moment you start')).toBeInTheDocument();
    expect(screen.getByText('80% correct answers to pass')).toBeInTheDocument();
    expect(screen.getByText('A retake is possible 7 days after an attempt that did not pass, with a new fee')).toBeInTheDocument();
    expect(screen.getByText('The certificate is valid for 24 months; renew it in its last 90 days')).toBeInTheDocument();
    expect(screen.getByText('E-mail reminders 30 and 7 days before it lapses')).toBeInTheDocument();
  });

  it("says 'Certification track not found' for an unknown track", async () => {
    stubApi({ [TRACK_URL]: () => jsonResponse(404, { message: 'Certification track not found' }) });
    renderTrack();
    expect(await screen.findByRole('heading', { name: 'Certification track not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the Tracks' })).toHaveAttribute('href', '/get-certified');
  });

  it('offers a retry when the track cannot be loaded', async () => {
    stubApi({ [TRACK_URL]: () => jsonResponse(500, { message: 'Database unavailable' }) });
    renderTrack();
    expect(await screen.findByRole('heading', { name: "We couldn't load this certification track" })).toBeInTheDocument();
    expect(screen.getByText('500: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });

  it('without a paid attempt offers to buy one, with the return address that waits for it', async () => {
    stubApi({ [TRACK_URL]: () => trackWith({}) });
    const renderPurchase = vi.fn<RenderPurchase>(() => <p>card form</p>);
    renderTrack({ renderPurchase });
    const panel = await standing();
    expect(within(panel).getByText('No paid attempt available: pay the fee to take the test.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Start Test/ })).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: /Buy an Attempt/ }));
    expect(screen.getByText('card form')).toBeInTheDocument();
    expect(renderPurchase.mock.calls[0][0].returnPath).toBe('/certification/tracks/cabinet_vision?paidFrom=0');
  });

  it('after a payment polls the track until the new attempt is counted', async () => {
    let answers = 0;
    stubApi({ [TRACK_URL]: () => trackWith(++answers < 2 ? {} : { attemptsAvailable: 1, canStart: true }) });
    const onPaidAttemptSeen = vi.fn();
    renderTrack({ paidFrom: 0, onPaidAttemptSeen });
    expect(await screen.findByText(/Payment received: waiting for your attempt/)).toBeInTheDocument();
    expect(onPaidAttemptSeen).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onPaidAttemptSeen).toHaveBeenCalled(), { timeout: 5000 });
    expect(screen.getByText('1 paid attempt available.')).toBeInTheDocument();
  });

  it('shows the in-progress attempt with Resume, the retake date after a failure, and a valid certificate', async () => {
    stubApi({ [TRACK_URL]: () => trackWith({ attemptsAvailable: 0, inProgress: { attemptId: 41, deadline: '2026-06-01T12:45:00Z' }, canStart: true, canBuy: false }) });
    const { unmount } = renderTrack();
    expect(within(await standing()).getByRole('button', { name: /Resume Test/ })).toBeInTheDocument();
    unmount();

    stubApi({
      [TRACK_URL]: () =>
        trackWith({ lastAttempt: { attemptId: 40, passed: false, percentage: 64, finishedAt: '2026-05-30T10:00:00Z' }, nextAttemptAt: '2026-06-06T10:00:00Z' }),
    });
    const second = renderTrack();
    const failed = await standing();
    expect(within(failed).getByText('Your last attempt scored 64%; the pass mark is 80%.')).toBeInTheDocument();
    expect(within(failed).getByText('You can take the test again from Jun 6, 2026.')).toBeInTheDocument();
    second.unmount();

    const certificate = { id: 'CW-CV-7K3M9QX2', issuedAt: '2026-01-01T00:00:00Z', expiresAt: '2028-01-01T00:00:00Z', status: 'valid' as const };
    stubApi({ [TRACK_URL]: () => trackWith({ certificate, canBuy: false }) });
    renderTrack();
    const certified = await standing();
    expect(within(certified).getByText('You are certified until Jan 1, 2028.')).toBeInTheDocument();
    expect(within(certified).getByText('Renewal opens on Oct 3, 2027, 90 days before it lapses.')).toBeInTheDocument();
    expect(within(certified).getByRole('link', { name: /Certificate CW-CV-7K3M9QX2/ })).toHaveAttribute('href', '/certificates/CW-CV-7K3M9QX2');
    expect(within(certified).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers renewal inside the renewal window', async () => {
    const certificate = { id: 'CW-CV-7K3M9QX2', issuedAt: '2024-07-01T00:00:00Z', expiresAt: '2026-07-01T00:00:00Z', status: 'valid' as const };
    stubApi({ [TRACK_URL]: () => trackWith({ certificate, canBuy: true }) });
    renderTrack();
    const panel = await standing();
    expect(within(panel).getByText('Renewal is open: a pass now extends your certificate from its current expiry.')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /Buy an Attempt/ })).toBeInTheDocument();
  });

  async function runTest(submit: () => Response) {
    const { calls } = stubApi({
      [TRACK_URL]: () => trackWith({ attemptsAvailable: 1, canStart: true }),
      [START_URL]: () => jsonResponse(201, makeTrackTest()),
      [SUBMIT_URL]: submit,
    });
    renderTrack();
    await userEvent.click(within(await standing()).getByRole('button', { name: /Start Test/ }));
    expect(await screen.findByText('Which joint?')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('40:00');
    await userEvent.click(screen.getByRole('radio', { name: 'Dado' }));
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Compression bit' }));
    await userEvent.click(screen.getByRole('button', { name: /Submit Test/ }));
    return calls;
  }

  it('runs the test one question at a time and shows a pass with the certificate link', async () => {
    const calls = await runTest(() =>
      jsonResponse(200, {
        passed: true,
        percentage: 88,
        score: 22,
        totalQuestions: 25,
        passPercentage: 80,
        certificate: { id: 'CW-CV-7K3M9QX2', expiresAt: '2028-06-01T12:30:00Z' },
        nextAttemptAt: null,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'You Passed!' })).toBeInTheDocument();
    expect(screen.getByText('22 of 25 correct (88%).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Certificate' })).toHaveAttribute('href', '/certificates/CW-CV-7K3M9QX2');
    const submitted = calls.find((call) => call.method === 'POST' && call.url.endsWith('/submit'));
    expect(await submitted?.clone().json()).toEqual({ answers: [0, 0] });
  });

  it('shows a failure with the percentage, the pass mark and the retake date', async () => {
    await runTest(() =>
      jsonResponse(200, { passed: false, percentage: 60, score: 15, totalQuestions: 25, passPercentage: 80, certificate: null, nextAttemptAt: '2026-06-08T12:30:00Z' }),
    );
    expect(await screen.findByRole('heading', { name: 'Test Not Passed' })).toBeInTheDocument();
    expect(screen.getByText('15 of 25 correct (60%). The pass mark is 80%.')).toBeInTheDocument();
    expect(screen.getByText('You can take the test again from Jun 8, 2026, with a new fee.')).toBeInTheDocument();
  });

  it('shows time_up when the answers arrive after the deadline', async () => {
    await runTest(() => jsonResponse(409, { message: 'The time limit has passed', code: 'time_up' }));
    expect(await screen.findByRole('heading', { name: 'Time is up' })).toBeInTheDocument();
    expect(screen.getByText(/recorded as not passed/)).toBeInTheDocument();
  });
});
