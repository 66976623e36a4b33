import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { jsonResponse, renderWithStore, stubApi } from '@/testing/test-utils';

import { makePreferences } from '../testing/fixtures';
import type { EmailPreferences } from '../types';
import { EmailPreferencesCard } from './email-preferences-card';

const TOAST = { selector: '[data-testid="toast"] *' };

/** The preferences `initial`; PUT answers with `refuse` and records what it was sent. */
function stubPreferences(initial: EmailPreferences, refuse?: () => Response) {
  const puts: Array<Partial<EmailPreferences>> = [];
  stubApi({
    'GET /api/email-preferences': () => jsonResponse(200, initial),
    'PUT /api/email-preferences': async (request) => {
      puts.push((await request.json()) as Partial<EmailPreferences>);
      return refuse ? refuse() : jsonResponse(200, { ...initial, ...puts.at(-1)! });
    },
  });
  return { puts };
}

describe('the Email notifications card of /profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });

  it.each([
    ['client', ['New bids on my projects', "New messages while I'm away"]],
    ['engineer', ['My bid was accepted', "New messages while I'm away", 'Engineer application decisions']],
    ['admin', ["New messages while I'm away"]],
  ])('shows a %s the e-mails of their role', async (role, labels) => {
    stubPreferences(makePreferences({ newMessage: false }));
    renderWithStore(<EmailPreferencesCard role={role} />);

    const card = screen.getByRole('region', { name: 'Email notifications' });
    expect(within(card).getByRole('status', { name: 'Loading your email settings' })).toBeInTheDocument();
    const list = await within(card).findByRole('list', { name: 'Email notifications' });
    expect(within(list).getAllByRole('switch')).toHaveLength(labels.length);
    for (const label of labels) {
      expect(within(list).getByRole('switch', { name: label })).toHaveAttribute('aria-checked', label.startsWith('New messages') ? 'false' : 'true');
    }
  });

  it('moves a switch at once, saves it with PUT of that kind only, and keeps it', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let stored = makePreferences();
    const puts: unknown[] = [];
    stubApi({
      'GET /api/email-preferences': () => jsonResponse(200, stored),
      'PUT /api/email-preferences': async (request) => {
        const body = (await request.json()) as Partial<EmailPreferences>;
        puts.push(body);
        await answered;
        stored = { ...stored, ...body };
        return jsonResponse(200, stored);
      },
    });
    renderWithStore(<EmailPreferencesCard role="client" />);

    const newBids = await screen.findByRole('switch', { name: 'New bids on my projects' });
    expect(newBids).toHaveAccessibleDescription('When an engineer bids on a project you posted.');
    await userEvent.click(newBids);

    // Off before the server answers.
    await waitFor(() => expect(newBids).toHaveAttribute('aria-checked', 'false'));
    expect(puts).toEqual([{ newBid: false }]);
    answer();
    await waitFor(() => expect(stored.newBid).toBe(false));

    const messages = screen.getByRole('switch', { name: "New messages while I'm away" });
    expect(messages).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(messages);
    await waitFor(() => expect(messages).toHaveAttribute('aria-checked', 'false'));
    await waitFor(() => expect(stored).toEqual(makePreferences({ newBid: false, newMessage: false })));
    expect(puts).toEqual([{ newBid: false }, { newMessage: false }]);
    expect(newBids).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it("turns the switch back and toasts the server's message when saving fails", async () => {
    const { puts } = stubPreferences(makePreferences(), () => jsonResponse(400, { message: 'newBid must be a boolean', code: 'invalid' }));
    renderWithStore(<EmailPreferencesCard role="client" />);

    const newBids = await screen.findByRole('switch', { name: 'New bids on my projects' });
    await userEvent.click(newBids);

    expect(await screen.findByText('Email Settings Not Saved', TOAST)).toBeInTheDocument();
    expect(screen.getByText('400: newBid must be a boolean', TOAST)).toBeInTheDocument();
    expect(puts).toEqual([{ newBid: false }]);
    await waitFor(() => expect(newBids).toHaveAttribute('aria-checked', 'true'));
  });

  it("says so with 'Try again' when the settings cannot be loaded", async () => {
    let fail = true;
    stubApi({
      'GET /api/email-preferences': () => (fail ? jsonResponse(503, { message: 'Messaging is unavailable', code: 'unavailable' }) : jsonResponse(200, makePreferences())),
    });
    renderWithStore(<EmailPreferencesCard role="engineer" />);

    expect(await screen.findByText("We couldn't load your email settings")).toBeInTheDocument();
    expect(screen.getByText('503: Messaging is unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Engineer application decisions' })).toHaveAttribute('aria-checked', 'true');
  });
});
