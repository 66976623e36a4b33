import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makeProjectPayments } from '../testing/fixtures';
import { ProjectPaymentsCard } from './project-payments-card';

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
    expect(card).toHaveTextContent('Total$2,500.00');
    expect(stage('Down payment')).toHaveTextContent('50% · $1,250.00');
    expect(within(stage('Down payment')).getByText('Pending')).toBeInTheDocument();
    expect(within(stage('Down payment')).getByRole('link', { name: 'Pay Down payment' })).toHaveAttribute('href', '/project/42/payment-live');
    expect(within(stage('Design approval')).queryByRole('link')).not.toBeInTheDocument();
    expect(stage('Final delivery')).toHaveTextContent('20% · $500.00');
  });

  it('offers no hand release: a paid stage is held until the client approves its delivery', async () => {
    const { calls } = stubApi({ 'GET /api/project-payments/42': () => jsonResponse(200, makeProjectPayments(['paid', 'pending', 'pending'])) });
    renderCard();
    await screen.findByRole('list', { name: 'Payment stages' });
    expect(within(stage('Down payment')).getByText('Paid (held)')).toBeInTheDocument();
    expect(within(stage('Down payment')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Release/ })).not.toBeInTheDocument();
    expect(within(stage('Design approval')).getByRole('link', { name: 'Pay Design approval' })).toBeInTheDocument();
    expect(screen.getByText("Held money is released when you approve the stage's delivery.")).toBeInTheDocument();
    expect(calls.every((request) => request.method === 'GET')).toBe(true);
  });

  it('shows released, refunded and split stages with where the money went', async () => {
    stubApi({ 'GET /api/project-payments/42': () => jsonResponse(200, makeProjectPayments(['released', 'split', 'refunded'])) });
    renderCard();
    await screen.findByRole('list', { name: 'Payment stages' });

    expect(within(stage('Down payment')).getByText('Released')).toBeInTheDocument();
    expect(stage('Down payment')).toHaveTextContent('$1,250.00 released to the engineer');
    expect(within(stage('Design approval')).getByText('Split')).toBeInTheDocument();
    expect(stage('Design approval')).toHaveTextContent('$450.00 released to the engineer, $300.00 refunded to the client');
    expect(within(stage('Final delivery')).getByText('Refunded')).toBeInTheDocument();
    expect(stage('Final delivery')).toHaveTextContent('$500.00 refunded to the client');
    // Released counts what reached the engineer: 1250 + 450.
    expect(screen.getByRole('region', { name: 'Payments' })).toHaveTextContent('Released$1,700.00');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the engineer the statuses only', async () => {
    stubApi({ 'GET /api/project-payments/42': () => jsonResponse(200, makeProjectPayments(['paid', 'pending', 'pending'], { viewerIsClient: false })) });
    renderCard();
    await screen.findByRole('list', { name: 'Payment stages' });
    expect(within(stage('Down payment')).getByText('Paid (held)')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText("Held money is released to you when the client approves the stage's delivery.")).toBeInTheDocument();
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
