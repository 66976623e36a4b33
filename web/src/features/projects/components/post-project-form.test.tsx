import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { clientViewer, engineerViewer, makeProject } from '../testing/fixtures';
import type { Viewer } from '../types';
import { PostProjectPage } from './post-project-form';

const TOAST = { selector: '[data-testid="toast"] *' };

function renderPage(viewer: Viewer = clientViewer) {
  return renderWithRouter(
    [
      { path: '/post-project', element: <PostProjectPage viewer={viewer} /> },
      { path: '/project/:id', element: <p>project page</p> },
    ],
    { initialEntries: ['/post-project'] },
  );
}

async function fillRequired() {
  await userEvent.type(screen.getByLabelText('Project title'), 'Shaker kitchen with island');
  await userEvent.type(screen.getByLabelText('Description'), 'Twenty-four frameless cabinets, CNC files for a router.');
  await userEvent.selectOptions(screen.getByLabelText('Cabinet type'), 'Kitchen Cabinets');
  await userEvent.selectOptions(screen.getByLabelText('Budget range'), '$2,500 - $5,000');
  await userEvent.selectOptions(screen.getByLabelText('Timeline'), '2-4 weeks');
  await userEvent.selectOptions(screen.getByLabelText('Material type'), 'Plywood');
}

describe('/post-project', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetToasts();
  });

  it("offers exactly the spec's options", () => {
    stubApi({});
    renderPage();
    const options = (label: string) => Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((option) => option.value).filter(Boolean);
    expect(options('Cabinet type')).toEqual(['Kitchen Cabinets', 'Bathroom Vanity', 'Built-in Storage', 'Custom Millwork', 'Office Furniture', 'Entertainment Center']);
    expect(options('Budget range')).toEqual(['$500 - $1,000', '$1,000 - $2,500', '$2,500 - $5,000', '$5,000+']);
    expect(options('Timeline')).toEqual(['1-2 weeks', '2-4 weeks', '1-2 months', 'Flexible']);
    expect(options('Material type')).toEqual(['Plywood', 'MDF', 'Solid Wood', 'Mixed Materials']);
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'CNC Files (DXF)',
      'Cut Lists',
      'Assembly Drawings',
      '3D Renderings',
      'Material Lists',
      'Hardware Specifications',
      'Installation Guide',
      'CAD Files',
    ]);
  });

  it("toasts 'Please fill in all required fields' and sends nothing when a field is missing", async () => {
    const { calls } = stubApi({});
    renderPage();
    await userEvent.type(screen.getByLabelText('Project title'), 'Shaker kitchen');
    await userEvent.click(screen.getByRole('button', { name: 'Post Project' }));
    expect(await screen.findByText('Please fill in all required fields', TOAST)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('posts the project with the chosen deliverables, toasts and opens the new project', async () => {
    let sent: Record<string, unknown> = {};
    stubApi({
      'POST /api/projects': async (request) => {
        sent = (await request.json()) as Record<string, unknown>;
        return jsonResponse(201, makeProject({ id: 77 }));
      },
    });
    const { router } = renderPage();
    await fillRequired();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cut Lists' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'CNC Files (DXF)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post Project' }));

    expect(await screen.findByText('project page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/project/77');
    // The toaster's code loads with the first toast (app/provider.tsx): it shows a moment later.
    expect(await screen.findByText('Project posted successfully!', TOAST)).toBeInTheDocument();
    expect(screen.getByText('Engineers can now view and bid on your project.', TOAST)).toBeInTheDocument();
    expect(sent).toEqual({
      title: 'Shaker kitchen with island',
      description: 'Twenty-four frameless cabinets, CNC files for a router.',
      cabinetType: 'Kitchen Cabinets',
      budgetRange: '$2,500 - $5,000',
      timeline: '2-4 weeks',
      materialType: 'Plywood',
      deliverables: ['CNC Files (DXF)', 'Cut Lists'],
    });
  });

  it('counts the title and description and refuses to post a description over 5,000 characters instead of cutting it', async () => {
    const { calls } = stubApi({});
    renderPage();
    await fillRequired();
    const title = screen.getByLabelText('Project title');
    expect(title).not.toHaveAttribute('maxlength');
    expect(title).toHaveAccessibleDescription('26 / 120 characters');

    const description = screen.getByLabelText('Description');
    await userEvent.clear(description);
    await userEvent.click(description);
    await userEvent.paste(`${'x'.repeat(4990)} https://example.com/${'y'.repeat(20)}`);
    expect(description).toHaveAccessibleDescription('This is 31 characters too long (at most 5,000). 5,031 / 5,000 characters');
    expect(description).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Post Project' }));
    expect(calls).toHaveLength(0);
    expect(screen.getByText('This is 31 characters too long (at most 5,000).')).toBeInTheDocument();

    // Shortening it clears the error, and the project goes out whole.
    await userEvent.type(description, '{Backspace}'.repeat(31));
    expect(screen.queryByText(/too long/)).not.toBeInTheDocument();
  });

  it('retries the same form with the same Idempotency-Key and changed content with a new one', async () => {
    const keys: (string | null)[] = [];
    const titles: unknown[] = [];
    let attempts = 0;
    stubApi({
      'POST /api/projects': async (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        titles.push(((await request.json()) as Record<string, unknown>).title);
        attempts += 1;
        // The first two answers are lost (the project may well be stored): the browser only sees a failure.
        if (attempts <= 2) throw new TypeError('Failed to fetch');
        return jsonResponse(201, makeProject({ id: 78 }));
      },
    });
    const { router } = renderPage();
    await fillRequired();
    const post = screen.getByRole('button', { name: 'Post Project' });
    await userEvent.click(post);
    expect(await screen.findByText('Failed to post project', TOAST)).toBeInTheDocument();
    resetToasts();
    await userEvent.click(post);
    expect(await screen.findByText('Failed to post project', TOAST)).toBeInTheDocument();
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    await userEvent.type(screen.getByLabelText('Project title'), ' (revised)');
    await userEvent.click(post);
    expect(await screen.findByText('project page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/project/78');
    expect(titles).toEqual(['Shaker kitchen with island', 'Shaker kitchen with island', 'Shaker kitchen with island (revised)']);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("toasts 'Failed to post project' with the server message", async () => {
    stubApi({ 'POST /api/projects': () => jsonResponse(403, { message: 'Only clients can post projects', code: 'forbidden' }) });
    const { router } = renderPage();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Post Project' }));
    expect(await screen.findByText('Failed to post project', TOAST)).toBeInTheDocument();
    expect(screen.getByText('403: Only clients can post projects', TOAST)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/post-project');
  });

  it('keeps the plan limit message on the page with a link to the plans, besides the toast', async () => {
    const limit = 'Your Starter plan allows 3 active projects at a time. Upgrade at /premium-plans for unlimited projects.';
    stubApi({ 'POST /api/projects': () => jsonResponse(403, { message: limit, code: 'forbidden' }) });
    const { router } = renderPage();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Post Project' }));

    expect(await screen.findByText('Failed to post project', TOAST)).toBeInTheDocument();
    expect(screen.getByText(`403: ${limit}`, TOAST)).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Plan limit reached');
    expect(alert).toHaveTextContent(limit);
    expect(within(alert).getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/premium-plans');
    expect(router.state.location.pathname).toBe('/post-project');
  });

  it('shows no plan notice for other refusals', async () => {
    stubApi({ 'POST /api/projects': () => jsonResponse(403, { message: 'Only clients can post projects', code: 'forbidden' }) });
    renderPage();
    await fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Post Project' }));
    expect(await screen.findByText('Failed to post project', TOAST)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View plans' })).not.toBeInTheDocument();
  });

  it("shows 'Access Restricted' to engineers", () => {
    stubApi({});
    renderPage(engineerViewer);
    expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.getByText('Only clients can post projects. Engineers can browse and bid on existing projects.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Post a project' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Work' })).toHaveAttribute('href', '/projects');
  });
});
