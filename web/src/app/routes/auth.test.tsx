import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { SIGNUP_SOURCE_STORAGE_KEY } from '@/config/constants';
import { makeUser } from '@/features/auth/testing/fixtures';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { AuthRoute } from './auth';

const routes = [
  { path: '/auth', element: <AuthRoute /> },
  { path: '/dashboard', element: <p>dashboard page</p> },
  { path: '/project/:id', element: <p>project page</p> },
];

const newUser = (overrides: Record<string, unknown> = {}) => ({ ...makeUser(), ...overrides });

describe('/auth', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it("shows 'Login failed' with the formatted server message", async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(401, { message: 'Not authenticated' }),
      'POST /api/login': () => jsonResponse(401, { message: 'Invalid username or password', code: 'invalid_credentials' }),
    });
    renderWithRouter(routes, { initialEntries: ['/auth'] });

    await userEvent.type(await screen.findByLabelText('Username'), 'jcarver');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login failed', { selector: '[data-testid="toast"] *' })).toBeInTheDocument();
    expect(screen.getByText('401: Invalid username or password', { selector: '[data-testid="toast"] *' })).toBeInTheDocument();
  });

  it('validates inline before calling the server', async () => {
    const { calls } = stubApi({ 'GET /api/user': () => jsonResponse(401, { message: 'Not authenticated' }) });
    renderWithRouter(routes, { initialEntries: ['/auth?tab=signup'] });

    await userEvent.type(await screen.findByLabelText('Username'), 'no spaces please');
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Username must be 3-32 characters of letters, digits, dot, underscore or hyphen')).toBeInTheDocument();
    expect(screen.getByText('Password must be 12 to 128 characters')).toBeInTheDocument();
    expect(calls.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('registers with the captured source and lands on the dashboard', async () => {
    window.localStorage.setItem(SIGNUP_SOURCE_STORAGE_KEY, 'newsletter');
    let sentBody: Record<string, unknown> = {};
    stubApi({
      'GET /api/user': () => jsonResponse(401, { message: 'Not authenticated' }),
      'POST /api/register': async (request) => {
        sentBody = (await request.json()) as Record<string, unknown>;
        return jsonResponse(201, newUser({ role: sentBody.role }));
      },
    });
    const { router } = renderWithRouter(routes, { initialEntries: ['/auth?tab=signup'] });

    await userEvent.type(await screen.findByLabelText('First name'), 'Jane');
    await userEvent.type(screen.getByLabelText('Last name'), 'Carver');
    await userEvent.type(screen.getByLabelText('Username'), 'jcarver');
    await userEvent.type(screen.getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'a-long-passphrase');
    await userEvent.click(screen.getByRole('radio', { name: 'Engineer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sentBody).toEqual({
      firstName: 'Jane',
      lastName: 'Carver',
      username: 'jcarver',
      email: 'jane@example.com',
      password: 'a-long-passphrase',
      role: 'engineer',
      source: 'newsletter',
    });
    expect(window.localStorage.getItem(SIGNUP_SOURCE_STORAGE_KEY)).toBeNull();
  });

  it("opens Sign Up with Engineer selected from 'Join as an Engineer' (?role=engineer), Client otherwise", async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(401, { message: 'Not authenticated' }) });
    const { unmount } = renderWithRouter(routes, { initialEntries: ['/auth?tab=signup&role=engineer'] });
    expect(await screen.findByRole('radio', { name: 'Engineer' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Client' })).not.toBeChecked();
    unmount();
    renderWithRouter(routes, { initialEntries: ['/auth?tab=signup&role=admin'] });
    expect(await screen.findByRole('radio', { name: 'Client' })).toBeChecked();
  });

  it('sends a signed-in user on to the remembered page', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(200, newUser()) });
    const { router } = renderWithRouter(routes, { initialEntries: ['/auth?redirectTo=%2Fproject%2F3'] });
    expect(await screen.findByText('project page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/project/3');
  });
});
