import { act, screen, waitFor } from '@testing-library/react';

import { paths } from '@/config/paths';
import { renderWithRouter, stubApi } from '@/testing/test-utils';

import { RootLayout } from './root-layout';

const TRACK = 'POST /api/track-page-view';

async function sentPages(calls: Request[]): Promise<string[]> {
  const views = calls.filter((request) => `${request.method} ${new URL(request.url).pathname}` === TRACK);
  return Promise.all(views.map(async (request) => ((await request.clone().json()) as { page: string }).page));
}

/** Every route of the app (config/paths.ts) as a page a visitor opens, every parameter as 7. */
const everyPage = [...new Set(Object.values(paths).map((path) => path.path.replace(/:\w+/g, '7')))];

describe('RootLayout page views', () => {
  it('reports each route of the app once per navigation: the layout every route renders in is the one place that counts', async () => {
    const { calls } = stubApi({ [TRACK]: () => new Response(null, { status: 204 }) });
    // Every route renders inside the root layout (app/router.tsx); the page itself does not matter here.
    const { router } = renderWithRouter([{ element: <RootLayout />, children: [{ path: '*', element: <p>a page</p> }] }], {
      initialEntries: [everyPage[0]!],
    });
    expect(await screen.findByText('a page')).toBeInTheDocument();

    for (const page of everyPage.slice(1)) {
      await act(() => router.navigate(page));
    }
    await waitFor(async () => expect(await sentPages(calls)).toHaveLength(everyPage.length));
    expect(await sentPages(calls)).toEqual(everyPage);
  });
});
