import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import type { ApiToken } from '../types';
import { ApiTokensCard } from './api-tokens-card';

const ERP: ApiToken = { id: 7, name: 'Shop ERP', scope: 'read', prefix: 'cwt_AbCd1234', createdAt: '2026-11-27T10:00:00.000Z', lastUsedAt: null };
const TEXT = `cwt_${'x'.repeat(43)}`;

function renderCard(capabilities: Parameters<typeof ApiTokensCard>[0]['capabilities']) {
  return renderWithRouter([{ path: '/profile', element: <ApiTokensCard capabilities={capabilities} /> }], { initialEntries: ['/profile'] });
}

describe('ApiTokensCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a professional member the Enterprise upgrade prompt and asks the server nothing', () => {
    const { calls } = stubApi({});
    renderCard(['data_export', 'analytics']);
    const prompt = screen.getByRole('status', { name: 'Upgrade to Enterprise' });
    expect(prompt).toHaveTextContent('Custom integrations is part of the Enterprise plan');
    expect(calls).toHaveLength(0);
  });

  it('creates a token, shows its text once, and lists it', async () => {
    let tokens: ApiToken[] = [];
    const { calls } = stubApi({
      'GET /api/api-tokens': () => jsonResponse(200, tokens),
      'POST /api/api-tokens': () => {
        tokens = [ERP];
        return jsonResponse(201, { ...ERP, token: TEXT });
      },
    });
    renderCard(['custom_integrations']);
    expect(await screen.findByText('You have no API tokens yet.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Token name'), 'Shop ERP');
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByLabelText('Your new API token')).toHaveTextContent(TEXT);
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(within(list).getByText('Shop ERP')).toBeInTheDocument();
    expect(within(list).getByText(/never used/)).toBeInTheDocument();
    const posted = calls.find((request) => request.method === 'POST');
    expect(await posted?.json()).toEqual({ name: 'Shop ERP', scope: 'read' });

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Your new API token')).not.toBeInTheDocument();
  });

  it('revokes a token after confirmation', async () => {
    let tokens: ApiToken[] = [ERP];
    const { calls } = stubApi({
      'GET /api/api-tokens': () => jsonResponse(200, tokens),
      'DELETE /api/api-tokens/7': () => {
        tokens = [];
        return new Response(null, { status: 204 });
      },
    });
    renderCard(['custom_integrations']);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Shop ERP' }));
    await userEvent.click(screen.getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(screen.getByText('You have no API tokens yet.')).toBeInTheDocument());
    expect(calls.some((request) => request.method === 'DELETE')).toBe(true);
  });
});
