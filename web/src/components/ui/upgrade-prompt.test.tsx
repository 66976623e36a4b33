import { screen } from '@testing-library/react';

import { renderWithRouter } from '@/testing/test-utils';

import { ErrorState } from './error-state';

const planRequiredError = {
  status: 403,
  data: {
    message: 'Data export is part of the Professional plan: upgrade to use it.',
    code: 'plan_required',
    capability: 'data_export',
    plan: 'professional',
    link: '/premium-plans',
  },
};

function renderError(error: unknown) {
  return renderWithRouter([{ path: '/', element: <ErrorState layout="card" title="We couldn't load your export" error={error} /> }]);
}

describe('UpgradePrompt in place of an error', () => {
  it('shows a plan_required refusal as an upgrade prompt, not as an error', async () => {
    renderError(planRequiredError);

    const prompt = await screen.findByRole('status', { name: 'Upgrade to Professional' });
    expect(prompt).toHaveTextContent('Data export is part of the Professional plan: upgrade to use it.');
    expect(screen.getByRole('heading', { name: 'Upgrade to Professional' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'See plans' });
    expect(link).toHaveAttribute('href', '/premium-plans');
    link.focus();
    expect(link).toHaveFocus();
    expect(screen.queryByText(/403/)).not.toBeInTheDocument();
    expect(screen.queryByText("We couldn't load your export")).not.toBeInTheDocument();
  });

  it('is the page heading when the whole page was refused', async () => {
    renderWithRouter([{ path: '/', element: <ErrorState title="We couldn't load your analytics" error={planRequiredError} /> }]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Upgrade to Professional' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/premium-plans');
  });

  it('shows another 403 as the error it is', async () => {
    renderError({ status: 403, data: { message: 'Admins have no plan', code: 'forbidden' } });

    expect(await screen.findByText('403: Admins have no plan')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Upgrade/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See plans' })).not.toBeInTheDocument();
  });
});
