import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { UnsubscribeRoute } from './unsubscribe';

const routes = [{ path: '/unsubscribe', element: <UnsubscribeRoute /> }];

describe('/unsubscribe route', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the token of the link when the reader presses Unsubscribe', async () => {
    const sent: unknown[] = [];
    stubApi({
      'POST /api/email-preferences/unsubscribe': async (request) => {
        sent.push(await request.json());
        return jsonResponse(200, { unsubscribed: 'accountReview' });
      },
    });
    renderWithRouter(routes, { initialEntries: ['/unsubscribe?token=abc.def%2B1'] });

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(/^You will no longer receive application decision e-mails\./)).toBeInTheDocument();
    expect(sent).toEqual([{ token: 'abc.def+1' }]);
  });

  it('says a link without a token is not valid', () => {
    stubApi({});
    renderWithRouter(routes, { initialEntries: ['/unsubscribe?token='] });
    expect(screen.getByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeInTheDocument();
  });
});
