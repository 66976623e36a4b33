import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithRouter, stubApi } from '@/testing/test-utils';

import { makeProject } from '../testing/fixtures';
import type { Project } from '../types';
import { FindWork } from './find-work';

const listResponse = (items: Project[], total: number) =>
  new Response(JSON.stringify(items), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) } });

const renderFindWork = () => renderWithRouter([{ path: '/projects', element: <FindWork /> }], { initialEntries: ['/projects'] });

describe('Find Work', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists open projects with the total from X-Total-Count and pages', async () => {
    const { calls } = stubApi({ 'GET /api/projects': () => listResponse([makeProject({ bidCount: 2 })], 30) });
    renderFindWork();
    expect(await screen.findByText('30 projects found')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Shaker kitchen with island' }).closest('li') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Shaker kitchen with island' })).toHaveAttribute('href', '/project/42');
    expect(within(card).getByText(/^by/)).toHaveTextContent('by Jane Carver');
    expect(within(card).getByText('$2,500 - $5,000')).toBeInTheDocument();
    expect(within(card).getByText('2 bids')).toBeInTheDocument();
    expect(new URL(calls[0].url).search).toBe('?page=1&pageSize=12');

    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    // The last request for projects (the cards also read their clients' branding).
    const projectCalls = calls.filter((request) => new URL(request.url).pathname === '/api/projects');
    expect(new URL(projectCalls.at(-1)!.url).searchParams.get('page')).toBe('2');
  });

  it('filters by search, cabinet type, budget and material, and clears the filters', async () => {
    const { calls } = stubApi({ 'GET /api/projects': () => listResponse([], 0) });
    renderFindWork();
    expect(await screen.findByText('No projects found')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Cabinet type'), 'Bathroom Vanity');
    await userEvent.selectOptions(screen.getByLabelText('Budget'), '$5,000+');
    await userEvent.selectOptions(screen.getByLabelText('Material'), 'MDF');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'double sink');
    await waitFor(() => expect(new URL(calls.at(-1)!.url).searchParams.get('search')).toBe('double sink'));
    const params = new URL(calls.at(-1)!.url).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      search: 'double sink',
      cabinetType: 'Bathroom Vanity',
      budgetRange: '$5,000+',
      materialType: 'MDF',
      page: '1',
      pageSize: '12',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByRole('searchbox', { name: 'Search projects' })).toHaveValue('');
    expect(screen.getByLabelText('Cabinet type')).toHaveValue('');
    expect(screen.getByLabelText('Budget')).toHaveValue('');
    expect(screen.getByLabelText('Material')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
  });
});
