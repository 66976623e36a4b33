import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { DeleteAccountCard } from './delete-account-card';

const routes = [
  { path: '/profile', element: <DeleteAccountCard /> },
  { path: '/', element: <h1>Home</h1> },
];

async function fillIn(password: string, phrase: string) {
  const form = screen.getByRole('form', { name: 'Delete account' });
  await userEvent.type(within(form).getByLabelText('Current password'), password);
  await userEvent.type(within(form).getByLabelText('Type "delete my account" to confirm'), phrase);
  return within(form).getByRole('button', { name: 'Delete my account' });
}

describe('DeleteAccountCard (the danger zone)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stays disabled until the password is given and the phrase typed exactly', async () => {
    stubApi({});
    renderWithRouter(routes, { initialEntries: ['/profile'] });
    const button = await fillIn('correct horse battery', 'delete my acount');
    expect(button).toBeDisabled();
    const phrase = screen.getByLabelText('Type "delete my account" to confirm');
    await userEvent.clear(phrase);
    await userEvent.type(phrase, 'delete my account');
    expect(button).toBeEnabled();
  });

  it('sends DELETE /api/account with the password, then leaves for the home page signed out', async () => {
    const { calls } = stubApi({ 'DELETE /api/account': () => new Response(null, { status: 204 }) });
    const { router } = renderWithRouter(routes, { initialEntries: ['/profile'] });
    await userEvent.click(await fillIn('correct horse battery', 'Delete my account'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const request = calls.find((call) => call.method === 'DELETE')!;
    expect(new URL(request.url).pathname).toBe('/api/account');
    expect(await request.json()).toEqual({ password: 'correct horse battery' });
  });

  it('shows a refusal in the card and stays: a project in progress, or a wrong password', async () => {
    stubApi({
      'DELETE /api/account': () =>
        jsonResponse(409, { message: 'You have a project in progress, and money may be held in escrow for it.', code: 'obligations_open' }),
    });
    const { router } = renderWithRouter(routes, { initialEntries: ['/profile'] });
    await userEvent.click(await fillIn('correct horse battery', 'delete my account'));

    expect(await screen.findByRole('alert')).toHaveTextContent('409: You have a project in progress');
    expect(router.state.location.pathname).toBe('/profile');
  });
});
