import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makePlans } from '../testing/fixtures';
import { PremiumPlans } from './premium-plans';

function renderPlans({ url = '/premium-plans', signedIn = false } = {}) {
  return renderWithRouter([{ path: '/premium-plans', element: <PremiumPlans signedIn={signedIn} /> }], { initialEntries: [url] });
}

const planCard = (name: string) => screen.getByRole('listitem', { name });

describe('PremiumPlans', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the three plans of GET /api/plans with monthly prices', async () => {
    const { calls } = stubApi({ 'GET /api/plans': () => jsonResponse(200, makePlans()) });
    renderPlans();

    expect(screen.getByRole('status', { name: 'Loading plans' })).toBeInTheDocument();
    const plans = await screen.findByRole('list', { name: 'Plans' });
    expect(within(plans).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Starter', 'Professional', 'Enterprise']);
    expect(calls.map((request) => new URL(request.url).pathname)).toEqual(['/api/plans']);

    expect(planCard('Starter')).toHaveTextContent('$0.00/month');
    expect(planCard('Professional')).toHaveTextContent('$29.00/month');
    expect(planCard('Enterprise')).toHaveTextContent('$99.00/month');
    expect(within(planCard('Professional')).getByText('Most Popular')).toBeInTheDocument();
    expect(screen.queryByText(/^Save /)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();

    // -1 is unlimited.
    const professionalLimits = within(planCard('Professional')).getByRole('list', { name: 'Professional limits' });
    expect(within(professionalLimits).getByText('Unlimited active projects')).toBeInTheDocument();
    expect(within(professionalLimits).getByText('Unlimited messages per day')).toBeInTheDocument();
    expect(within(professionalLimits).getByText('25 uploads per project')).toBeInTheDocument();
    expect(within(planCard('Starter')).getByText('3 active projects')).toBeInTheDocument();
    expect(within(planCard('Enterprise')).getByRole('list', { name: 'Enterprise features' })).toHaveTextContent('White-label');
  });

  it("switches to yearly prices with the saving the prices give ('Save 16%': 16.7 % rounded down) and each plan's saving", async () => {
    stubApi({ 'GET /api/plans': () => jsonResponse(200, makePlans()) });
    const { router } = renderPlans();
    await screen.findByRole('list', { name: 'Plans' });

    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));

    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(screen.getByText('Save 16%')).toBeInTheDocument();
    expect(screen.queryByText('Save up to 20%')).not.toBeInTheDocument();
    expect(planCard('Professional')).toHaveTextContent('$290.00/year');
    expect(planCard('Enterprise')).toHaveTextContent('$990.00/year');
    expect(within(planCard('Professional')).getByText('Save $58.00')).toBeInTheDocument();
    expect(within(planCard('Enterprise')).getByText('Save $198.00')).toBeInTheDocument();
    expect(within(planCard('Starter')).queryByText(/^Save /)).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?billing=yearly');

    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect(planCard('Professional')).toHaveTextContent('$29.00/month');
    expect(screen.queryByText('Save 16%')).not.toBeInTheDocument();
  });

  it('compares limits and features in a table', async () => {
    stubApi({ 'GET /api/plans': () => jsonResponse(200, makePlans()) });
    renderPlans();

    const table = await screen.findByRole('table', { name: 'Plan limits and features compared' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Limit or feature', 'Starter', 'Professional', 'Enterprise']);

    const cells = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Price')).toEqual(['$0.00/month', '$29.00/month', '$99.00/month']);
    expect(cells('Active projects')).toEqual(['3', 'Unlimited', 'Unlimited']);
    expect(cells('Uploads per project')).toEqual(['5', '25', 'Unlimited']);
    expect(cells('Max file size')).toEqual(['10 MB', '100 MB', '500 MB']);
    expect(cells('Messages per month')).toEqual(['600', 'Unlimited', 'Unlimited']);
    expect(cells('File formats')[0]).toBe('4DWG, PDF, JPG, PNG');
    expect(cells('Direct messages')).toEqual(['Not included', 'Included', 'Included']);
    expect(cells('White-label')).toEqual(['Not included', 'Not included', 'Included']);
  });

  it('preselects the cycle and highlights the plan of ?plan= and ?billing=', async () => {
    stubApi({ 'GET /api/plans': () => jsonResponse(200, makePlans()) });
    renderPlans({ url: '/premium-plans?plan=enterprise&billing=yearly' });
    await screen.findByRole('list', { name: 'Plans' });

    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(within(planCard('Enterprise')).getByText('Selected')).toBeInTheDocument();
    expect(screen.queryByText('Most Popular')).not.toBeInTheDocument();
    expect(planCard('Enterprise')).toHaveTextContent('$990.00/year');
  });

  it('links visitors to sign up and signed-in users to /subscribe; Enterprise to /contact', async () => {
    stubApi({ 'GET /api/plans': () => jsonResponse(200, makePlans()) });
    renderPlans({ url: '/premium-plans?billing=yearly' });
    await screen.findByRole('list', { name: 'Plans' });
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth?tab=signup');
    expect(screen.getByRole('link', { name: 'Choose Professional' })).toHaveAttribute('href', expect.stringMatching(/^\/auth\?/));
    expect(screen.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
  });

  it('links a signed-in user to /subscribe with the chosen plan and cycle', async () => {
    stubApi({ 'GET /api/plans': () => jsonResponse(200, makePlans()) });
    renderPlans({ url: '/premium-plans?billing=yearly', signedIn: true });
    await screen.findByRole('list', { name: 'Plans' });
    expect(screen.getByRole('link', { name: 'Choose Starter' })).toHaveAttribute('href', '/subscribe?plan=starter&billing=yearly');
    expect(screen.getByRole('link', { name: 'Choose Professional' })).toHaveAttribute('href', '/subscribe?plan=professional&billing=yearly');
    expect(screen.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/contact');
  });

  it('shows the FAQs with the free trial and the money-back guarantee', async () => {
    stubApi({ 'GET /api/plans': () => jsonResponse(200, makePlans()) });
    renderPlans();
    expect(screen.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByText(/first Professional or Enterprise subscription starts with a 14-day free trial/)).toBeInTheDocument();
    expect(screen.getByText(/cancel before then and you pay nothing/)).toBeInTheDocument();
    expect(screen.getByText(/30-day money-back guarantee/)).toBeInTheDocument();
  });

  it('shows the error state when the plans fail to load, and retries', async () => {
    let attempts = 0;
    stubApi({
      'GET /api/plans': () => {
        attempts += 1;
        return attempts === 1 ? jsonResponse(500, { message: 'Internal server error', code: 'internal' }) : jsonResponse(200, makePlans());
      },
    });
    renderPlans();

    expect(await screen.findByText("We couldn't load the plans")).toBeInTheDocument();
    expect(screen.getByText('500: Internal server error')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Plans' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
