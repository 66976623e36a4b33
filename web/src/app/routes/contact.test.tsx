import { screen } from '@testing-library/react';

import { makeUser } from '@/features/auth/testing/fixtures';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { ContactRoute } from './contact';

const routes = [{ path: '/contact', element: <ContactRoute /> }];

describe('/contact route', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fills in a signed-in user's name and e-mail", async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(200, makeUser({ firstName: 'Jane', lastName: 'Carver', email: 'jane@example.com' })) });
    renderWithRouter(routes, { initialEntries: ['/contact'] });
    expect(await screen.findByDisplayValue('Jane Carver')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('jane@example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  });

  it('is open to visitors with an empty form', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(401, { message: 'Not signed in' }) });
    renderWithRouter(routes, { initialEntries: ['/contact'] });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('');
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
