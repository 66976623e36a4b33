import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithRouter } from '@/testing/test-utils';

import { HelpCenter } from './help-center';

function renderHelp() {
  renderWithRouter([{ path: '/help', element: <HelpCenter /> }], { initialEntries: ['/help'] });
  return userEvent.setup();
}

const categoryTitles = () =>
  within(screen.getByRole('list', { name: 'Help categories' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('Help Center', () => {
  it('has one h1 and lists the six categories before any search', () => {
    renderHelp();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(categoryTitles()).toHaveLength(6);
  });

  it('filters the categories by title, description or article title, ignoring case', async () => {
    const user = renderHelp();
    const search = screen.getByRole('searchbox', { name: 'Search help topics' });

    await user.type(search, 'BILLING');
    expect(categoryTitles()).toEqual(['Payments & Billing']);
    expect(screen.getByText('1 of 6 categories match your search')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'e-mail preferences');
    expect(categoryTitles()).toEqual(['Account & Security']);

    await user.clear(search);
    await user.type(search, 'safe test cut');
    expect(categoryTitles()).toEqual(['Files & CNC']);
  });

  it("shows 'No results' with a way to clear the search", async () => {
    const user = renderHelp();
    const search = screen.getByRole('searchbox', { name: 'Search help topics' });
    await user.type(search, 'quantum flux');

    expect(screen.queryByRole('list', { name: 'Help categories' })).not.toBeInTheDocument();
    expect(screen.getByText('No results')).toBeInTheDocument();
    expect(screen.getByText('quantum flux')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(categoryTitles()).toHaveLength(6);
  });

  it('opens and closes an FAQ answer from its button', async () => {
    const user = renderHelp();
    const question = screen.getByRole('button', { name: 'How are engineers verified?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/a pass verifies them at once/)).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/a pass verifies them at once/)).toBeVisible();

    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('describes the real escrow rules: held per stage, released on approval or after 7 days, disputes decided by an admin', async () => {
    const user = renderHelp();
    await user.click(screen.getByRole('button', { name: 'How do project payments work?' }));
    const payments = screen.getByText(/An accepted project is paid in three stages/);
    expect(payments).toHaveTextContent('held there until the work it pays for is approved');
    expect(payments).toHaveTextContent('not answered within 7 days is approved automatically and its payment released');

    await user.click(screen.getByRole('button', { name: 'What if the client and the engineer disagree about a stage?' }));
    expect(screen.getByText(/open a dispute/)).toHaveTextContent('release the payment to the engineer, refund it to the client, or split it between them');

    await user.click(screen.getByRole('button', { name: 'Is every project paid through escrow?' }));
    expect(screen.getByText(/Escrow comes with the Professional and Enterprise plans/)).toHaveTextContent('not held in escrow');
    expect(document.body).not.toHaveTextContent('non-refundable');
  });

  it('sends people who still need help to /contact', () => {
    renderHelp();
    const block = screen.getByRole('region', { name: 'Still need help?' });
    expect(within(block).getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    expect(within(block).getByRole('link', { name: 'Live Chat' })).toHaveAttribute('href', '/support');
    expect(screen.getByRole('link', { name: /^Email / })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });
});
