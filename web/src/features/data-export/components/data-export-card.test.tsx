import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { DataExportCard } from './data-export-card';

const PROFESSIONAL = ['direct_messages', 'analytics', 'data_export'] as const;

function csvResponse(filename: string): Response {
  return new Response('id,title\r\n1,Kitchen\r\n', {
    status: 200,
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` },
  });
}

function renderCard(capabilities: readonly (typeof PROFESSIONAL)[number][]) {
  return renderWithRouter([{ path: '/profile', element: <DataExportCard capabilities={capabilities} /> }], { initialEntries: ['/profile'] });
}

describe('DataExportCard', () => {
  let clicked: Array<{ href: string; download: string }>;

  beforeEach(() => {
    clicked = [];
    // jsdom has no object URLs.
    URL.createObjectURL = vi.fn(() => 'blob:export-1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a starter member the upgrade prompt in place of the buttons, and asks the server nothing', async () => {
    const { calls } = stubApi({});
    renderCard([]);

    const card = screen.getByRole('region', { name: 'Export your data' });
    const prompt = within(card).getByRole('status', { name: 'Upgrade to Professional' });
    expect(prompt).toHaveTextContent('Data export is part of the Professional plan: upgrade to use it.');
    expect(within(prompt).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/premium-plans');
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('downloads the projects CSV of a professional member under the filename the server gives', async () => {
    const { calls } = stubApi({ 'GET /api/exports/projects.csv': () => csvResponse('cabinetworks-projects-2026-11-27.csv') });
    renderCard(PROFESSIONAL);

    await userEvent.click(screen.getByRole('button', { name: 'Projects (CSV)' }));

    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:export-1', download: 'cabinetworks-projects-2026-11-27.csv' }]));
    expect(calls.map((request) => new URL(request.url).pathname)).toEqual(['/api/exports/projects.csv']);
    // Both buttons wait while one file downloads, and come back once it is saved.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bids (CSV)' })).toBeEnabled());
  });

  it('shows the prompt when the plan ended meanwhile (403 plan_required), without downloading', async () => {
    stubApi({
      'GET /api/exports/bids.csv': () =>
        jsonResponse(403, {
          message: 'Data export is part of the Professional plan: upgrade to use it.',
          code: 'plan_required',
          capability: 'data_export',
          plan: 'professional',
          link: '/premium-plans',
        }),
    });
    renderCard(PROFESSIONAL);

    await userEvent.click(screen.getByRole('button', { name: 'Bids (CSV)' }));

    expect(await screen.findByRole('status', { name: 'Upgrade to Professional' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bids (CSV)' })).not.toBeInTheDocument();
    expect(clicked).toHaveLength(0);
  });

  it('reports another failure in a toast and keeps the buttons', async () => {
    stubApi({ 'GET /api/exports/projects.csv': () => jsonResponse(500, { message: 'Export failed', code: 'internal' }) });
    renderCard(PROFESSIONAL);

    await userEvent.click(screen.getByRole('button', { name: 'Projects (CSV)' }));

    expect(await screen.findByText('500: Export failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Projects (CSV)' })).toBeEnabled());
    expect(screen.queryByRole('status', { name: /Upgrade/ })).not.toBeInTheDocument();
  });
});
