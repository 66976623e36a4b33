import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { WebhooksCard } from './webhooks-card';

const ENTERPRISE = ['data_export', 'custom_integrations'] as const;
const ENDPOINT = { id: 4, url: 'https://hooks.example.com/cw', events: ['bid.placed'], createdAt: '2026-11-27T10:00:00.000Z' };
const SECRET = `whsec_${'a'.repeat(64)}`;

function renderCard(capabilities: readonly (typeof ENTERPRISE)[number][]) {
  return renderWithRouter([{ path: '/profile', element: <WebhooksCard capabilities={capabilities} /> }], { initialEntries: ['/profile'] });
}

describe('WebhooksCard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a member without custom integrations the upgrade prompt, and asks the server nothing', () => {
    const { calls } = stubApi({});
    renderCard(['data_export']);

    const card = screen.getByRole('region', { name: 'Webhooks' });
    const prompt = within(card).getByRole('status', { name: 'Upgrade to Enterprise' });
    expect(prompt).toHaveTextContent('Custom integrations is part of the Enterprise plan: upgrade to use it.');
    expect(calls).toHaveLength(0);
  });

  it('adds an endpoint and shows its secret once', async () => {
    let endpoints: unknown[] = [];
    stubApi({
      'GET /api/webhooks': () => jsonResponse(200, { endpoints }),
      'POST /api/webhooks': () => {
        endpoints = [ENDPOINT];
        return jsonResponse(201, { ...ENDPOINT, secret: SECRET });
      },
    });
    renderCard(ENTERPRISE);

    await userEvent.type(await screen.findByLabelText('Endpoint URL'), ENDPOINT.url);
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByLabelText('Signing secret')).toHaveTextContent(SECRET);
    expect(await screen.findByText(ENDPOINT.url, { selector: 'li p' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument();
  });

  it('deletes an endpoint only after confirming', async () => {
    let endpoints: unknown[] = [ENDPOINT];
    const { calls } = stubApi({
      'GET /api/webhooks': () => jsonResponse(200, { endpoints }),
      'DELETE /api/webhooks/4': () => {
        endpoints = [];
        return new Response(null, { status: 204 });
      },
    });
    renderCard(ENTERPRISE);

    await userEvent.click(await screen.findByRole('button', { name: `Delete ${ENDPOINT.url}` }));
    expect(calls.some((request) => request.method === 'DELETE')).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete endpoint' }));

    await waitFor(() => expect(screen.getByText(/No endpoints yet/)).toBeInTheDocument());
  });

  it('sends a test and opens the delivery log', async () => {
    stubApi({
      'GET /api/webhooks': () => jsonResponse(200, { endpoints: [ENDPOINT] }),
      'POST /api/webhooks/4/test': () => jsonResponse(202, { deliveryId: 9 }),
      'GET /api/webhooks/4/deliveries': () =>
        jsonResponse(200, {
          total: 1,
          page: 1,
          pageSize: 10,
          deliveries: [
            {
              id: 9, eventId: 'ping-1', eventType: 'ping', createdAt: '2026-11-27T10:00:00.000Z', status: 'pending',
              statusCode: 500, attempts: 1, nextAttemptAt: '2026-11-27T10:00:30.000Z', durationMs: 12,
              lastError: 'HTTP 500', deliveredAt: null, failedAt: null, tries: [],
            },
          ],
        }),
    });
    renderCard(ENTERPRISE);

    await userEvent.click(await screen.findByRole('button', { name: 'Send test' }));

    const log = await screen.findByRole('region', { name: 'Delivery log' });
    expect(await within(log).findByText('ping')).toBeInTheDocument();
    expect(within(log).getByText('Last error: HTTP 500')).toBeInTheDocument();
  });
});
