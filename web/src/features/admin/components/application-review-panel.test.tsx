import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makeDecision, makePublicProfile, makeStats } from '../testing/fixtures';
import type { EngineerDecision } from '../types';
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
    });
    renderPanel();

    expect(await within(panel()).findByText('Pending review')).toBeInTheDocument();
    expect(within(panel()).getByText('Certification test').nextSibling).toHaveTextContent('Did not pass (6/10)');
    const history = await within(panel()).findByRole('list', { name: 'Decision history' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Rejected by admin on Mar 5, 2025: Please add portfolio images.',
    ]);
    expect(within(panel()).getByRole('button', { name: 'Reject Some Engineer' })).toBeEnabled();
    expect(within(panel()).getByRole('button', { name: 'Approve Some Engineer' })).toBeEnabled();
  });

  it("says 'No decisions yet', and after a rejection shows the reason and the new decision without the buttons", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let decisions: EngineerDecision[] = [];
    let profile = { ...makePublicProfile(21), isVerified: false, certificationStatus: 'certified', certificationScore: 9, certificationDate: '2025-03-02T10:00:00Z', applicationStatus: 'pending', rejectionReason: null as string | null };
    stubApi({
      'GET /api/admin/stats': () => jsonResponse(200, makeStats()),
      'GET /api/engineer-profile/21': () => jsonResponse(200, profile),
      'GET /api/admin/engineers/21/decisions': () => jsonResponse(200, { decisions }),
      'POST /api/admin/engineers/21/reject': async (request) => {
        const { reason } = (await request.json()) as { reason: string };
        profile = { ...profile, applicationStatus: 'rejected', rejectionReason: reason };
        decisions = [makeDecision({ decision: 'rejected', reason, decidedAt: '2025-03-06T10:00:00Z' }), ...decisions];
        return jsonResponse(200, profile);
      },
    });
    renderPanel();

    expect(await within(panel()).findByText('No decisions yet')).toBeInTheDocument();
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
    });
    renderPanel();

    expect(await within(panel()).findByText('Verified')).toBeInTheDocument();
    const history = await within(panel()).findByRole('list', { name: 'Decision history' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Approved by root on Mar 9, 2025',
      'Rejected by admin on Mar 5, 2025: Too little experience.',
    ]);
    expect(within(panel()).queryByRole('button', { name: /^Approve / })).not.toBeInTheDocument();
  });

  it("shows the server's message when the decisions cannot be loaded", async () => {
    stubApi({
      'GET /api/engineer-profile/21': () => jsonResponse(200, { ...makePublicProfile(21), applicationStatus: 'pending' }),
      'GET /api/admin/engineers/21/decisions': () => jsonResponse(404, { message: 'Engineer not found', code: 'not_found' }),
    });
    renderPanel();

    expect(await within(panel()).findByText("We couldn't load the decision history")).toBeInTheDocument();
    expect(within(panel()).getByText('404: Engineer not found')).toBeInTheDocument();
  });
});
