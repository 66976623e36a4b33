import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { PersonalDataCard } from './personal-data-card';

const PARTS = ['account', 'projects', 'messages', 'billing', 'analytics'];

function renderCard() {
  return renderWithRouter([{ path: '/profile', element: <PersonalDataCard /> }], { initialEntries: ['/profile'] });
}

describe('PersonalDataCard', () => {
  let saved: Blob[];
  let clicked: string[];

  beforeEach(() => {
    saved = [];
    clicked = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:personal-data';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    vi.restoreAllMocks();
  });

  it('asks every service for its part and saves them as one JSON file', async () => {
    const { calls } = stubApi(Object.fromEntries(PARTS.map((part) => [`GET /api/personal-data/${part}`, () => jsonResponse(200, { [part]: part })])));
    renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/^cabinetworks-personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(calls.map((request) => new URL(request.url).pathname)).toEqual(PARTS.map((part) => `/api/personal-data/${part}`));
    const document = JSON.parse(await saved[0].text()) as Record<string, unknown>;
    expect(document.account).toEqual({ account: 'account' });
    expect(document.analytics).toEqual({ analytics: 'analytics' });
  });

  it('saves nothing when a part fails, and says so', async () => {
    stubApi({
      ...Object.fromEntries(PARTS.map((part) => [`GET /api/personal-data/${part}`, () => jsonResponse(200, {})])),
      'GET /api/personal-data/billing': () => jsonResponse(500, { message: 'Internal error', code: 'internal' }),
    });
    renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Download my data (JSON)' }));

    expect(await screen.findByText('500: Internal error')).toBeInTheDocument();
    expect(clicked).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download my data (JSON)' })).toBeEnabled();
  });
});
