import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makeAttempt, makeDecision, makePublicProfile, makeStats } from '../testing/fixtures';
import type { CertificationAttempt, EngineerDecision } from '../types';
import { ApplicationReviewPanel } from './application-review-panel';

const TOAST = { selector: '[data-testid="toast"] *' };

function renderPanel() {
  return renderWithRouter([{ path: '/engineer/21', element: <ApplicationReviewPanel userId={21} /> }], { initialEntries: ['/engineer/21'] });
}

const panel = () => screen.getByRole('region', { name: 'Application Review' });

describe('the application review of /engineer/{id} (admins)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });

  it('shows a re-submitted application with its certification result, the earlier rejection, and Reject and Approve', async () => {
    stubApi({
      'GET /api/engineer-profile/21': () =>
        jsonResponse(200, { ...makePublicProfile(21), isVerified: false, certificationStatus: 'failed', certificationScore: 6, applicationStatus: 'pending', rejectionReason: null }),
      'GET /api/admin/engineers/21/decisions': () =>
        jsonResponse(200, { decisions: [makeDecision({ decision: 'rejected', reason: 'Please add portfolio images.', decidedAt: '2025-03-05T10:00:00Z' })] }),
      'GET /api/admin/engineers/21/certification-attempts': () =>
        jsonResponse(200, [
          makeAttempt({ id: 3, status: 'in_progress', score: null, startedAt: '2025-03-12T10:00:00Z', submittedAt: null }),
          makeAttempt({ id: 2, status: 'expired', score: null, startedAt: '2025-03-08T10:00:00Z', submittedAt: null }),
          makeAttempt({ id: 1, status: 'failed', score: 6, startedAt: '2025-03-01T10:00:00Z' }),
        ]),
    });
    renderPanel();

    expect(await within(panel()).findByText('Pending review')).toBeInTheDocument();
    expect(within(panel()).getByText('Certification test').nextSibling).toHaveTextContent('Did not pass (6/10)');
    const history = await within(panel()).findByRole('list', { name: 'Decision history' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Rejected by admin on Mar 5, 2025: Please add portfolio images.',
    ]);
    const attempts = await within(panel()).findByRole('list', { name: 'Certification attempts' });
    expect(within(attempts).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'In progress · started Mar 12, 2025',
      'Expired · started Mar 8, 2025',
      'Failed · 6/10 · started Mar 1, 2025',
    ]);
    expect(within(panel()).getByRole('button', { name: 'Reject Some Engineer' })).toBeEnabled();
    expect(within(panel()).getByRole('button', { name: 'Approve Some Engineer' })).toBeEnabled();
  });

  it("says 'No decisions yet' and 'No attempts yet', and after a rejection shows the reason and the new decision without the buttons and asks for the attempts again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let decisions: EngineerDecision[] = [];
    let attemptRequests = 0;
    let profile = { ...makePublicProfile(21), isVerified: false, certificationStatus: 'certified', certificationScore: 9, certificationDate: '2025-03-02T10:00:00Z', applicationStatus: 'pending', rejectionReason: null as string | null };
    stubApi({
      'GET /api/admin/stats': () => jsonResponse(200, makeStats()),
      'GET /api/engineer-profile/21': () => jsonResponse(200, profile),
      'GET /api/admin/engineers/21/decisions': () => jsonResponse(200, { decisions }),
      'GET /api/admin/engineers/21/certification-attempts': () => {
        attemptRequests += 1;
        return jsonResponse(200, []);
      },
      'POST /api/admin/engineers/21/reject': async (request) => {
        const { reason } = (await request.json()) as { reason: string };
        profile = { ...profile, applicationStatus: 'rejected', rejectionReason: reason };
        decisions = [makeDecision({ decision: 'rejected', reason, decidedAt: '2025-03-06T10:00:00Z' }), ...decisions];
        return jsonResponse(200, profile);
      },
    });
    renderPanel();

    expect(await within(panel()).findByText('No decisions yet')).toBeInTheDocument();
    expect(await within(panel()).findByText('No attempts yet')).toBeInTheDocument();
    expect(attemptRequests).toBe(1);
    expect(within(panel()).getByText('Certification test').nextSibling).toHaveTextContent('Certified with 9/10 on Mar 2, 2025');

    await user.click(within(panel()).getByRole('button', { name: 'Reject Some Engineer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Application' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Your portfolio shows no cabinet work.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));

    expect(await screen.findByText('Application Rejected', TOAST)).toBeInTheDocument();
    expect(await within(panel()).findByText('Rejected')).toBeInTheDocument();
    expect(within(panel()).getByText('Reason given').nextSibling).toHaveTextContent('Your portfolio shows no cabinet work.');
    const history = await within(panel()).findByRole('list', { name: 'Decision history' });
    expect(within(history).getByRole('listitem')).toHaveTextContent('Rejected by admin on Mar 6, 2025: Your portfolio shows no cabinet work.');
    await waitFor(() => expect(within(panel()).queryByRole('button', { name: /^(Reject|Approve) / })).not.toBeInTheDocument());
    // The attempts are asked for again with the decisions.
    await waitFor(() => expect(attemptRequests).toBe(2));
  });

  it('lists an approval after an earlier rejection, newest first', async () => {
    stubApi({
      'GET /api/engineer-profile/21': () => jsonResponse(200, { ...makePublicProfile(21), applicationStatus: 'verified', rejectionReason: null }),
      'GET /api/admin/engineers/21/decisions': () =>
        jsonResponse(200, {
          decisions: [
            makeDecision({ decision: 'approved', reason: null, admin: { id: 2, username: 'root' }, decidedAt: '2025-03-09T10:00:00Z' }),
            makeDecision({ decision: 'rejected', reason: 'Too little experience.', decidedAt: '2025-03-05T10:00:00Z' }),
          ],
        }),
      'GET /api/admin/engineers/21/certification-attempts': () =>
        jsonResponse(200, [makeAttempt({ id: 4, status: 'passed', score: 9, startedAt: '2025-03-07T10:00:00Z', submittedAt: '2025-03-07T10:25:00Z' })]),
    });
    renderPanel();

    expect(await within(panel()).findByText('Verified')).toBeInTheDocument();
    const history = await within(panel()).findByRole('list', { name: 'Decision history' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Approved by root on Mar 9, 2025',
      'Rejected by admin on Mar 5, 2025: Too little experience.',
    ]);
    const attempts = within(panel()).getByRole('list', { name: 'Certification attempts' });
    expect(within(attempts).getByRole('listitem')).toHaveTextContent('Passed · 9/10 · started Mar 7, 2025');
    expect(within(panel()).queryByRole('button', { name: /^Approve / })).not.toBeInTheDocument();
  });

  it("shows the server's message when the decisions cannot be loaded", async () => {
    stubApi({
      'GET /api/engineer-profile/21': () => jsonResponse(200, { ...makePublicProfile(21), applicationStatus: 'pending' }),
      'GET /api/admin/engineers/21/decisions': () => jsonResponse(404, { message: 'Engineer not found', code: 'not_found' }),
      'GET /api/admin/engineers/21/certification-attempts': () => jsonResponse(200, []),
    });
    renderPanel();

    expect(await within(panel()).findByText("We couldn't load the decision history")).toBeInTheDocument();
    expect(within(panel()).getByText('404: Engineer not found')).toBeInTheDocument();
  });

  it("shows the attempts loading, then the server's message when they cannot be loaded, and loads them again on 'Try again'", async () => {
    const user = userEvent.setup();
    let answerAttempts: (response: Response) => void = () => {};
    let attempts: () => Promise<Response> = () => new Promise((resolve) => (answerAttempts = resolve));
    stubApi({
      'GET /api/engineer-profile/21': () => jsonResponse(200, { ...makePublicProfile(21), applicationStatus: 'pending' }),
      'GET /api/admin/engineers/21/decisions': () => jsonResponse(200, { decisions: [] }),
      'GET /api/admin/engineers/21/certification-attempts': () => attempts(),
    });
    renderPanel();

    expect(await within(panel()).findByText('No decisions yet')).toBeInTheDocument();
    expect(within(panel()).getByRole('status', { name: 'Loading the certification attempts' })).toBeInTheDocument();

    act(() => answerAttempts(jsonResponse(404, { message: 'Engineer not found', code: 'not_found' })));
    expect(await within(panel()).findByText("We couldn't load the certification attempts")).toBeInTheDocument();
    expect(within(panel()).getByText('404: Engineer not found')).toBeInTheDocument();
    expect(within(panel()).queryByRole('status', { name: 'Loading the certification attempts' })).not.toBeInTheDocument();

    const retried: CertificationAttempt[] = [makeAttempt({ id: 1, status: 'failed', score: 7, startedAt: '2025-03-03T10:00:00Z' })];
    attempts = async () => jsonResponse(200, retried);
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    const list = await within(panel()).findByRole('list', { name: 'Certification attempts' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Failed · 7/10 · started Mar 3, 2025');
  });
});
