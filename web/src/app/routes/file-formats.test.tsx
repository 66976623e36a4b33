import { screen, within } from '@testing-library/react';

import { makePlans } from '@/features/billing/testing/fixtures';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { FileFormatsRoute } from './file-formats';

const routes = [{ path: '/file-formats', element: <FileFormatsRoute /> }];

describe('/file-formats', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the formats by category with the plans that allow each, from GET /api/plans', async () => {
    stubApi({ 'GET /api/plans': () => jsonResponse(200, makePlans()) });
    renderWithRouter(routes, { initialEntries: ['/file-formats'] });

    expect(screen.getByRole('heading', { level: 1, name: 'File Formats Guide' })).toBeInTheDocument();
    const cabinet = await screen.findByRole('list', { name: 'Cabinet software formats' });
    const mozaik = within(cabinet).getByText('Mozaik').closest('li')!;
    expect(within(mozaik).getByText('Professional and Enterprise')).toBeInTheDocument();

    const cad = screen.getByRole('list', { name: 'CAD drawings formats' });
    expect(within(within(cad).getByText('DWG').closest('li')!).getByText('All plans')).toBeInTheDocument();
    const models = screen.getByRole('list', { name: '3D models formats' });
    expect(within(within(models).getByText('Revit').closest('li')!).getByText('Enterprise only')).toBeInTheDocument();

    for (const title of ['CAD drawings', 'CNC', 'Cabinet software', '3D models', 'Documents', 'Images']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('states the per-file size limit of each plan and links onwards', async () => {
    stubApi({ 'GET /api/plans': () => jsonResponse(200, makePlans()) });
    renderWithRouter(routes, { initialEntries: ['/file-formats'] });

    const limits = await screen.findByRole('list', { name: 'Upload limits by plan' });
    expect(within(limits).getByText('Up to 10 MB per file')).toBeInTheDocument();
    expect(within(limits).getByText('Up to 100 MB per file')).toBeInTheDocument();
    expect(within(limits).getByText('Up to 500 MB per file')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'See a project demo' })).toHaveAttribute('href', '/project-payment-demo');
    expect(screen.getByRole('link', { name: 'Find an engineer' })).toHaveAttribute('href', '/engineers');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText('DXF preflight:')).toBeInTheDocument();
  });

  it('offers a retry when the plans cannot be loaded, keeping the guidelines', async () => {
    stubApi({ 'GET /api/plans': () => jsonResponse(503, { message: 'Billing is down' }) });
    renderWithRouter(routes, { initialEntries: ['/file-formats'] });

    expect(await screen.findByText("We couldn't load the file formats")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Upload Guidelines' })).toBeInTheDocument();
  });
});
