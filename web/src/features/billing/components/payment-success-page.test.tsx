import { screen } from '@testing-library/react';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makePaymentRecord, makeProjectPayments } from '../testing/fixtures';
import { PaymentSuccessPage } from './payment-success-page';
import { ProjectPaymentSuccess } from './project-payment-success';

const RETURN = '/payment-success?payment_intent=pi_test_1&payment_intent_client_secret=pi_test_1_secret_abc&redirect_status=succeeded';

function renderPage(url: string, signedIn: boolean) {
  return renderWithRouter([{ path: '/payment-success', element: <PaymentSuccessPage signedIn={signedIn} /> }], { initialEntries: [url] });
}

describe('/payment-success', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the payment intent id and, signed in, the payment from the server', async () => {
    stubApi({ 'GET /api/payments/pi_test_1': () => jsonResponse(200, makePaymentRecord()) });
    renderPage(RETURN, true);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('pi_test_1')).toBeInTheDocument();
    expect(await screen.findByText('Professional plan (monthly)')).toBeInTheDocument();
    expect(screen.getByText('Succeeded')).toBeInTheDocument();
    expect(screen.getByText('$29.00')).toBeInTheDocument();
    expect(screen.queryByText(/pi_test_1_secret/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Find Engineers' })).toHaveAttribute('href', '/engineers');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/help');
  });

  it('asks nothing of the server for a visitor', async () => {
    const { calls } = stubApi({});
    renderPage(RETURN, false);
    expect(await screen.findByText('pi_test_1')).toBeInTheDocument();
    expect(screen.getByText('Confirmed by the payment provider')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says so when the payment did not go through', async () => {
    stubApi({ 'GET /api/payments/pi_test_1': () => jsonResponse(200, makePaymentRecord({ status: 'failed' })) });
    renderPage(RETURN, true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Not Completed' })).toBeInTheDocument();
  });
});

describe('/project/{id}/payment-success', () => {
  const renderSuccess = () =>
    renderWithRouter([{ path: '/project/:id/payment-success', element: <ProjectPaymentSuccess projectId="42" /> }], {
      initialEntries: ['/project/42/payment-success?type=milestone&amount=750.00&payment_intent=pi_9'],
    });

  it('shows the stage and amount held in escrow with a link back to the project', async () => {
    stubApi({ 'GET /api/project-payments/42': () => jsonResponse(200, makeProjectPayments(['paid', 'paid', 'pending'])) });
    renderSuccess();
    expect(screen.getByRole('heading', { name: 'Payment Received' })).toBeInTheDocument();
    expect(screen.getByText('Design approval')).toBeInTheDocument();
    expect(screen.getByText('$750.00')).toBeInTheDocument();
    expect(await screen.findByText(/Held in escrow until you approve the stage's delivery/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Project' })).toHaveAttribute('href', '/project/42');
  });

  it('says the money went to the engineer at once on a project without escrow', async () => {
    stubApi({ 'GET /api/project-payments/42': () => jsonResponse(200, makeProjectPayments(['released', 'released', 'pending'], { escrow: false })) });
    renderSuccess();
    expect(await screen.findByText(/Paid to the engineer at once/)).toBeInTheDocument();
    expect(screen.queryByText(/Held in escrow/)).not.toBeInTheDocument();
  });
});
