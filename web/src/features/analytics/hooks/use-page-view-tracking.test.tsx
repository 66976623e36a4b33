import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';

import { AppProvider } from '@/app/provider';
import { makeStore } from '@/app/store';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { usePageViewTracking } from './use-page-view-tracking';

/** A layout like the app's root layout: it re-renders on its own state (as the shell does on session changes). */
function TrackedLayout() {
  usePageViewTracking();
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Re-render {renders}
      </button>
      <Outlet />
    </>
  );
}

const routes = [
  {
    element: <TrackedLayout />,
    children: [
      { path: '/', element: <p>home</p> },
      { path: '/engineers', element: <p>engineers</p> },
      { path: '/project/:id', element: <p>project</p> },
    ],
  },
];

const TRACK = 'POST /api/track-page-view';
const noContent = () => new Response(null, { status: 204 });

/** The bodies of the page views sent so far. */
async function sentViews(calls: Request[]): Promise<Array<{ page: string; sessionId: string; visitorId?: string }>> {
  const views = calls.filter((request) => `${request.method} ${new URL(request.url).pathname}` === TRACK);
  return Promise.all(views.map((request) => request.clone().json()));
}

/** Lets a navigation's effects and any request they start run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('usePageViewTracking', () => {
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('sends the first page and then one view per path change, never for a query or fragment change', async () => {
    const { calls } = stubApi({ [TRACK]: noContent });
    const { router } = renderWithRouter(routes, { initialEntries: ['/?utm_source=newsletter#top'] });

    await waitFor(async () => expect(await sentViews(calls)).toHaveLength(1));
    const [first] = await sentViews(calls);
    expect(first).toEqual({ page: '/', sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{1,128}$/), visitorId: expect.stringMatching(/^[A-Za-z0-9_-]{1,128}$/) });

    await act(() => router.navigate('/?tab=2'));
    await act(() => router.navigate('/#faq'));
    await settle();
    expect(await sentViews(calls)).toHaveLength(1);

    await act(() => router.navigate('/engineers?search=mozaik'));
    await act(() => router.navigate('/project/41'));
    await act(() => router.navigate('/engineers'));
    await waitFor(async () => expect(await sentViews(calls)).toHaveLength(4));

    const views = await sentViews(calls);
    expect(views.map((view) => view.page)).toEqual(['/', '/engineers', '/project/41', '/engineers']);
    expect(new Set(views.map((view) => view.sessionId)).size).toBe(1);
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    // The 204 without a body is a success, not a parsing error.
    expect(warn).not.toHaveBeenCalled();
  });

  it('sends one view per navigation across three routes under StrictMode, and none when the layout re-renders', async () => {
    const { calls } = stubApi({ [TRACK]: noContent });
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(
      <StrictMode>
        <AppProvider store={makeStore()}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('home')).toBeInTheDocument();
    await act(() => router.navigate('/engineers'));
    expect(await screen.findByText('engineers')).toBeInTheDocument();
    await act(() => router.navigate('/project/41'));
    expect(await screen.findByText('project')).toBeInTheDocument();
    await waitFor(async () => expect(await sentViews(calls)).toHaveLength(3));

    for (let count = 1; count <= 3; count += 1) {
      fireEvent.click(screen.getByRole('button', { name: /^Re-render/ }));
      expect(screen.getByRole('button', { name: `Re-render ${count}` })).toBeInTheDocument();
    }
    await settle();

    const views = await sentViews(calls);
    expect(views.map((view) => view.page)).toEqual(['/', '/engineers', '/project/41']);
    // One visitor (localStorage) in one tab (sessionStorage) throughout.
    expect(new Set(views.map((view) => view.visitorId)).size).toBe(1);
    expect(views[0]?.visitorId).toBe(window.localStorage.getItem('cw.visitorId'));
    expect(new Set(views.map((view) => view.sessionId)).size).toBe(1);
  });

  it('sends one view for the first page under StrictMode, which runs effects twice', async () => {
    const { calls } = stubApi({ [TRACK]: noContent });
    const router = createMemoryRouter(routes, { initialEntries: ['/engineers'] });
    render(
      <StrictMode>
        <AppProvider store={makeStore()}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
    expect(await screen.findByText('engineers')).toBeInTheDocument();
    await settle();
    expect((await sentViews(calls)).map((view) => view.page)).toEqual(['/engineers']);
  });

  it('only logs a refused view (400, 429) and keeps counting the next pages', async () => {
    let status = 400;
    const { calls } = stubApi({
      [TRACK]: () =>
        status === 400
          ? jsonResponse(400, { message: 'page must be a path of the app, at most 2,048 characters', code: 'invalid' })
          : jsonResponse(429, { message: 'Too many attempts from your address. Please wait a moment and try again.', code: 'rate_limited' }),
    });
    const { router } = renderWithRouter(routes, { initialEntries: ['/'] });

    expect(await screen.findByText('home')).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn).toHaveBeenCalledWith('Page view of / was not counted: 400: page must be a path of the app, at most 2,048 characters');

    status = 429;
    await act(() => router.navigate('/engineers'));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('429: Too many attempts'));
    expect(screen.getByText('engineers')).toBeInTheDocument();
    expect(await sentViews(calls)).toHaveLength(2);
  });

  it('only logs when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithRouter(routes, { initialEntries: ['/project/7'] });

    expect(await screen.findByText('project')).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Page view of \/project\/7 was not counted: Network error/);
  });
});
