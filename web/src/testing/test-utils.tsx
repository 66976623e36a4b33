import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

import { AppProvider } from '@/app/provider';
import { makeStore, type RootState } from '@/app/store';

/** A JSON answer for a stubbed fetch. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (request: Request) => Response | Promise<Response>;

/** Replaces global fetch with a router of `METHOD /api/path` handlers; unknown calls answer 404. */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const handler = handlers[key];
    return handler ? handler(request) : jsonResponse(404, { message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Renders routes in a memory router inside the real providers (store, toasts). */
export function renderWithRouter(
  routes: RouteObject[],
  { initialEntries = ['/'], preloadedState }: { initialEntries?: string[]; preloadedState?: Partial<RootState> } = {},
) {
  const store = makeStore(preloadedState);
  const router = createMemoryRouter(routes, { initialEntries });
  const utils = render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, store, router };
}

export function renderWithStore(ui: ReactElement, { preloadedState }: { preloadedState?: Partial<RootState> } = {}) {
  const store = makeStore(preloadedState);
  const utils = render(<AppProvider store={store}>{ui}</AppProvider>);
  return { ...utils, store };
}
