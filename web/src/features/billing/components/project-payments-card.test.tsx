import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makeProjectPayments } from '../testing/fixtures';
import type { ProjectPayments } from '../types';
import { ProjectPaymentsCard } from './project-payments-card';

const TOAST = { selector: '[data-testid="toast"] *' };

function renderCard() {
  return renderWithRouter([{ path: '/project/:id', element: <ProjectPaymentsCard projectId={42} /> }], { initialEntries: ['/project/42'] });
}

const stage = (name: string) => screen.getByRole('listitem', { name });

describe('Payments card', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('shows the client the stages with their status and a Pay link for the next one', async () => {
    stubApi({ 'GET /api/project-payments/42': () => jsonResponse(200, makeProjectPayments()) });
    renderCard();

    const card = screen.getByRole('region', { name: 'Payments' });
    await within(card).findByRole('list', { name: 'Payment stages' });
    expect(card).toHaveTextContent('Total$2,500');
    expect(stage('Down Payment')).toHaveTextContent('50% · $1,250');
    expect(within(stage('Down Payment')).getByText('Pending')).toBeInTheDocument();
    expect(within(stage('Down Payment')).getByRole('link', { name: 'Pay Down Payment' })).toHaveAttribute('href', '/project/42/payment-live');
    expect(within(stage('Design Approval')).queryByRole('link')).not.toBeInTheDocument();
    expect(stage('Final Delivery')).toHaveTextContent('20% · $500');
  });

  it('lets the client release a paid stage after confirming', async () => {
    let payments: ProjectPayments = makeProjectPayments(['paid', 'pending', 'pending']);
    const released: Array<{ body: unknown; key: string | null }> = [];
    stubApi({
      'GET /api/project-payments/42': () => jsonResponse(200, payments),
      'POST /api/project-payments/42/release': async (request) => {
        released.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        payments = makeProjectPayments(['released', 'pending', 'pending']);
        return jsonResponse(200, payments);
      },
    });
    renderCard();
    await screen.findByRole('list', { name: 'Payment stages' });
    expect(within(stage('Down Payment')).getByText('Paid (held)')).toBeInTheDocument();
    expect(within(stage('Design Approval')).getByRole('link', { name: 'Pay Design Approval' })).toBeInTheDocument();

    await userEvent.click(within(stage('Down Payment')).getByRole('button', { name: 'Release Down Payment' }));
    const dialog = screen.getByRole('dialog', { name: 'Release the Down Payment?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release payment' }));

    expect(await screen.findByText('Payment Released', TOAST)).toBeInTheDocument();
    expect(within(stage('Down Payment')).getByText('Released')).toBeInTheDocument();
    expect(within(stage('Down Payment')).queryByRole('button')).not.toBeInTheDocument();
    expect(released).toEqual([{ body: { paymentType: 'down_payment' }, key: expect.any(String) }]);
    expect(screen.getByRole('region', { name: 'Payments' })).toHaveTextContent('Released$1,250');
  });

  it("toasts 'Release Failed' with the server message", async () => {
    stubApi({
      'GET /api/project-payments/42': () => jsonResponse(200, makeProjectPayments(['paid', 'pending', 'pending'])),
      'POST /api/project-payments/42/release': () => jsonResponse(409, { message: 'This stage was already released' }),
    });
    renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Release Down Payment' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Release payment' }));
    expect(await screen.findByText('Release Failed', TOAST)).toBeInTheDocument();
    expect(screen.getByText('409: This stage was already released', TOAST)).toBeInTheDocument();
  });

  it('shows the engineer the statuses only', async () => {
    stubApi({ 'GET /api/project-payments/42': () => jsonResponse(200, makeProjectPayments(['paid', 'pending', 'pending'], { viewerIsClient: false })) });
    renderCard();
    await screen.findByRole('list', { name: 'Payment stages' });
    expect(within(stage('Down Payment')).getByText('Paid (held)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks to check again while billing has not recorded the accepted bid', async () => {
    let known = false;
    stubApi({
      'GET /api/project-payments/42': () => (known ? jsonResponse(200, makeProjectPayments()) : jsonResponse(404, { message: 'No accepted bid for this project yet' })),
    });
    renderCard();
    expect(await screen.findByText(/The payment stages are being set up/)).toBeInTheDocument();
    known = true;
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('list', { name: 'Payment stages' })).toBeInTheDocument();
  });
});
