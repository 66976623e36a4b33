import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import type { UnsubscribeResult } from '../types';
import { UnsubscribePage } from './unsubscribe-page';

function renderPage(token: string | null) {
  return renderWithRouter([{ path: '/unsubscribe', element: <UnsubscribePage token={token} /> }], { initialEntries: ['/unsubscribe'] });
}

/** The unsubscribe endpoint answering `answer`; records the tokens it was sent. */
function stubUnsubscribe(answer: () => Response) {
  const tokens: string[] = [];
  stubApi({
    'POST /api/email-preferences/unsubscribe': async (request) => {
      tokens.push(((await request.json()) as { token: string }).token);
      return answer();
    },
  });
  return tokens;
}

const unsubscribed = (result: UnsubscribeResult) => () => jsonResponse(200, result);

describe('/unsubscribe', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a link without a token is not valid, and asks nothing', () => {
    const tokens = stubUnsubscribe(unsubscribed({ unsubscribed: 'welcome' }));
    renderPage(null);
    expect(screen.getByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your email settings' })).toHaveAttribute('href', '/profile');
    expect(tokens).toEqual([]);
  });

  it('waits for the button (mail scanners open links), then says which e-mails stop', async () => {
    const tokens = stubUnsubscribe(unsubscribed({ unsubscribed: 'newBid' }));
    renderPage('signed.token');

    expect(screen.getByRole('heading', { name: 'Unsubscribe from CabinetWorks e-mails' })).toBeInTheDocument();
    expect(tokens).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText(/^You will no longer receive new bid e-mails\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your email settings' })).toHaveAttribute('href', '/profile');
    expect(tokens).toEqual(['signed.token']);
  });

  it("words the welcome e-mail's link as welcome e-mails only", async () => {
    stubUnsubscribe(unsubscribed({ unsubscribed: 'welcome' }));
    renderPage('welcome.token');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/^You will no longer receive welcome e-mails\./)).toBeInTheDocument();
  });

  it("shows the server's message for a bad or tampered token", async () => {
    stubUnsubscribe(() => jsonResponse(400, { message: 'This unsubscribe link is not valid', code: 'invalid' }));
    renderPage('tampered');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says an expired link has expired, and where to turn e-mails off instead', async () => {
    const expired = "This unsubscribe link has expired. Sign in to turn e-mails off in your profile's email settings.";
    stubUnsubscribe(() => jsonResponse(400, { message: expired, code: 'link_expired' }));
    renderPage('old.token');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { name: expired })).toBeInTheDocument();
    expect(screen.getByText(/The link may be incomplete, changed or too old\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your email settings' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('keeps the button for another try when the server fails otherwise', async () => {
    let fail = true;
    const tokens = stubUnsubscribe(() => (fail ? jsonResponse(503, { message: 'Messaging is unavailable', code: 'unavailable' }) : jsonResponse(200, { unsubscribed: 'newMessage' })));
    renderPage('signed.token');
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('503: Messaging is unavailable');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/^You will no longer receive new message e-mails\./)).toBeInTheDocument();
    expect(tokens).toEqual(['signed.token', 'signed.token']);
  });
});
