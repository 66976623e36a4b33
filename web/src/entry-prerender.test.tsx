import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

import { App } from '@/app';
import { makeUser } from '@/features/auth/testing/fixtures';
import { jsonResponse, stubApi } from '@/testing/test-utils';

import { renderApp } from './entry-prerender';

// Under Vitest, react-router/dom loads its own ES module copy of react-router while the app's imports get the CommonJS
// one: two sets of contexts. Its RouterProvider is react-router's with flushSync; the markup is the same.
vi.mock('react-router/dom', async () => ({ RouterProvider: (await import('react-router')).RouterProvider }));

/** What the build writes into landing.html's #root (scripts/prerender.mjs drops the hoisted <title>). */
const landingMarkup = () => renderApp('/').replace(/^<title>[^<]*<\/title>/, '');

describe("the prerendered landing page ('/', dist/landing.html)", () => {
  let root: Root | undefined;
  let container: HTMLElement;

  beforeEach(() => {
    container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('has the hero, the session and the top engineers loading, and no script', () => {
    container.innerHTML = landingMarkup();
    expect(container.querySelector('main h1')).toHaveTextContent('Connect with Certified Cabinet Engineers');
    expect(container.querySelector('[role="status"][aria-label="Loading top engineers"]')).not.toBeNull();
    // Neither the signed-out nor the signed-in buttons: the session is loading.
    expect(container.textContent).not.toMatch(/Sign In|Get Started|Messages/);
    expect(container.querySelector('script')).toBeNull();
  });

  // main.tsx hydrates the prerendered markup: any difference from the client's first render would be a mismatch.
  it.each([
    ['signed out', () => jsonResponse(401, { message: 'Not signed in' }), 'Get Started'],
    ['signed in', () => jsonResponse(200, makeUser({ firstName: 'Jane' })), 'Messages'],
  ])('hydrates for a visitor %s without a mismatch, keeping the painted nodes', async (_visitor, user, shown) => {
    stubApi({ 'GET /api/user': user, 'GET /api/engineers': () => jsonResponse(200, []), 'POST /api/track-page-view': () => jsonResponse(200, {}) });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    container.innerHTML = landingMarkup();
    const heading = container.querySelector('h1');
    const recoverable: unknown[] = [];

    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    await vi.waitFor(() => expect(container).toHaveTextContent(shown));

    expect(recoverable).toEqual([]);
    // React reports an attribute it did not patch only on the console (development builds).
    expect(consoleError.mock.calls.flat().join('\n')).not.toMatch(/hydrat/i);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
  });
});
