import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makePaymentIntent, makeProjectPayments } from '../testing/fixtures';
import type { PaymentProject, ProjectPayments } from '../types';
import { ProjectPaymentPage } from './project-payment-page';

const TOAST = { selector: '[data-testid="toast"] *' };
const PROJECT: PaymentProject = { id: 42, title: 'Shaker kitchen with island', timeline: '' };

function Landing() {
  const location = useLocation();
  return <p>landed on {`${location.pathname}${location.search}`}</p>;
}

/** `project: null`: the project did not load. */
function renderPage({ project = PROJECT as PaymentProject | null, projectError = undefined as unknown } = {}) {
  return renderWithRouter(
    [
      { path: '/project/:id/payment-live', element: <ProjectPaymentPage projectId={42} project={project ?? undefined} projectLoading={false} projectError={projectError} /> },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: ['/project/42/payment-live'] },
  );
}

interface SetupCall {
  body: Record<string, unknown>;
  key: string | null;
}

function stubPayments(payments: ProjectPayments, setup: (call: SetupCall) => Response = (call) => jsonResponse(200, intentFor(call))) {
  const setups: SetupCall[] = [];
  const stub = stubApi({
    'GET /api/project-payments/42': () => jsonResponse(200, payments),
    'GET /api/payment-config': () => jsonResponse(200, { provider: 'test', publishableKey: null }),
    'POST /api/create-project-payment': async (request) => {
      const call = { body: (await request.json()) as Record<string, unknown>, key: request.headers.get('Idempotency-Key') };
      setups.push(call);
      return setup(call);
    },
  });
  return { ...stub, setups };
}

const intentFor = ({ body }: SetupCall) =>
  makePaymentIntent({ paymentIntentId: `pi_${String(body.paymentType)}`, clientSecret: `pi_${String(body.paymentType)}_secret`, amount: Number(body.amount).toFixed(2) });

const amountDue = () => screen.getByText(/^Amount due now:/);

describe('/project/{id}/payment-live', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('selects the down payment first, explains the order when a later stage is picked, and keeps the typed card', async () => {
    const { setups } = stubPayments(makeProjectPayments());
    renderPage();

    const down = await screen.findByRole('radio', { name: 'Down payment' });
    expect(down).toBeChecked();
    expect(amountDue()).toHaveTextContent('Amount due now: $1,250.00 (Down payment)');
    await userEvent.type(await screen.findByLabelText('Card number'), '4242424242424242');
    expect(setups).toEqual([{ body: { projectId: 42, amount: 1250, paymentType: 'down_payment' }, key: expect.any(String) }]);

    // A later stage before the down payment is paid: the page says why, and asks the server nothing (no '409' toast).
    await userEvent.click(screen.getByRole('radio', { name: 'Design approval' }));
    expect(amountDue()).toHaveTextContent('Amount due now: $750.00 (Design approval)');
    const order = screen.getByRole('alert');
    expect(order).toHaveTextContent('Stages are paid in order');
    expect(order).toHaveTextContent('The design approval can be paid once the down payment ($1,250.00) is paid');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Final delivery' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The final delivery can be paid once the down payment ($1,250.00) is paid');
    expect(setups).toHaveLength(1);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();

    // Back to the down payment: its payment is set up already, and the card typed before is still there.
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Pay the down payment' }));
    expect(down).toBeChecked();
    expect(await screen.findByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(setups).toHaveLength(1);

    const summary = screen.getByRole('region', { name: 'Project Summary' });
    expect(summary).toHaveTextContent('Shaker kitchen with island');
    expect(summary).toHaveTextContent('3-4 weeks');
    expect(summary).toHaveTextContent('$2,500.00');
    const terms = screen.getByRole('region', { name: 'Payment Terms' });
    // The real escrow rules (issue 30 item 8); "non-refundable once work begins" contradicted refunds and splits.
    expect(terms).toHaveTextContent('Each stage is paid into escrow and held there until the work it pays for is approved.');
    expect(terms).toHaveTextContent('50% down payment');
    expect(terms).toHaveTextContent('approved automatically and its payment released');
    expect(terms).toHaveTextContent('within 7 days');
    expect(terms).toHaveTextContent('release the payment to the engineer, refund it to the client, or split it between them');
    expect(terms).not.toHaveTextContent('non-refundable');
  });

  it('disables paid stages and starts on the next payable one', async () => {
    stubPayments(makeProjectPayments(['released', 'paid', 'pending']));
    renderPage();
    expect(await screen.findByRole('radio', { name: 'Final delivery' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Down payment' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Design approval' })).toBeDisabled();
    expect(amountDue()).toHaveTextContent('$500.00');
  });

  it('tells a client without escrow, before paying, that the money is not held, with the upgrade link', async () => {
    stubPayments(makeProjectPayments(['released', 'pending', 'pending'], { escrow: false }));
    renderPage();
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(
      'This payment goes to the engineer at once: it is not held in escrow. Upgrade to Professional to hold stage payments until you approve the work.',
    );
    expect(within(notice).getByRole('link', { name: 'Upgrade to Professional' })).toHaveAttribute('href', '/premium-plans');
    expect(screen.getByRole('region', { name: 'Payment Terms' })).toHaveTextContent('not held in escrow');
    expect(screen.getByRole('region', { name: 'Payment Terms' })).not.toHaveTextContent('paid into escrow');
    expect(screen.getByRole('region', { name: 'Payment Terms' })).not.toHaveTextContent('dispute on a stage');
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
  });

  it('says nothing of that on a project held in escrow', async () => {
    stubPayments(makeProjectPayments());
    renderPage();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByText(/not held in escrow/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment Terms' })).toHaveTextContent('paid into escrow');
  });

  it('pays the stage and returns to the stage receipt', async () => {
    stubApi({
      'GET /api/project-payments/42': () => jsonResponse(200, makeProjectPayments()),
      'GET /api/payment-config': () => jsonResponse(200, { provider: 'test', publishableKey: null }),
      'POST /api/create-project-payment': () => jsonResponse(200, makePaymentIntent({ paymentIntentId: 'pi_down', clientSecret: 'pi_down_secret', amount: '1250.00' })),
      'POST /api/payments/confirm': () => jsonResponse(200, { paymentIntentId: 'pi_down', status: 'succeeded' }),
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Expiry'), '1234');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await userEvent.type(screen.getByLabelText('ZIP'), '94103');
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(
      await screen.findByText(
        'landed on /project/42/payment-success?type=down_payment&amount=1250.00&payment_intent=pi_down&payment_intent_client_secret=pi_down_secret&redirect_status=succeeded',
      ),
    ).toBeInTheDocument();
  });

  it("says 'Payment Setup Failed' with the server's words in the page, not in a toast", async () => {
    stubPayments(makeProjectPayments(), () => jsonResponse(409, { message: 'This stage is already paid' }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment Setup Failed');
    expect(alert).toHaveTextContent('This stage is already paid');
    expect(alert).not.toHaveTextContent('409');
    expect(screen.queryByText('Payment Setup Failed', TOAST)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('shows the engineer the stages without a payment form', async () => {
    const { setups } = stubPayments(makeProjectPayments(['paid', 'pending', 'pending'], { viewerIsClient: false }));
    renderPage();
    expect(await screen.findByText("Only the project's client makes payments. You can follow each stage here.")).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'Payment Stage' })).getByText('Paid (held)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Complete Payment' })).not.toBeInTheDocument();
    expect(setups).toHaveLength(0);
  });

  it('says when payments are not open yet (no accepted bid)', async () => {
    stubApi({ 'GET /api/project-payments/42': () => jsonResponse(404, { message: 'No accepted bid for this project yet' }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Payments Not Open Yet' })).toBeInTheDocument();
    expect(screen.getByText('No accepted bid for this project yet')).toBeInTheDocument();
  });

  it("shows 'Project Not Found' when the project is missing", async () => {
    stubApi({});
    renderPage({ project: null, projectError: { status: 404, data: { message: 'Project not found' } } });
    expect(await screen.findByRole('heading', { name: 'Project Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The project you're looking for doesn't exist.")).toBeInTheDocument();
  });
});
