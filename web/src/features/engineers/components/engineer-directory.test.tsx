import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithRouter, stubApi } from '@/testing/test-utils';

import { makeEngineerProfile } from '../testing/fixtures';
import type { EngineerProfile } from '../types';
import { EngineerDirectory } from './engineer-directory';

function engineer(overrides: Partial<EngineerProfile> = {}): EngineerProfile {
  return makeEngineerProfile({
    bio: 'Kitchens and vanities, CNC-ready.',
    softwareSkills: ['Cabinet Vision', 'Mozaik', 'AutoCAD', 'SketchUp', 'SolidWorks'],
    rating: '4.8',
    reviewCount: 3,
    completedProjects: 17,
    isVerified: true,
    certificationStatus: 'certified',
    certificationScore: 9,
    certificationDate: '2025-02-01T00:00:00Z',
    ...overrides,
  });
}

const listResponse = (items: EngineerProfile[], total: number) =>
  new Response(JSON.stringify(items), { status: 200, headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) } });

describe('EngineerDirectory', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists engineers with the total from X-Total-Count and the first 3 skills', async () => {
    const { calls } = stubApi({ 'GET /api/engineers': () => listResponse([engineer()], 40) });
    renderWithRouter([{ path: '/engineers', element: <EngineerDirectory /> }], { initialEntries: ['/engineers'] });

    expect(await screen.findByText('40 engineers found')).toBeInTheDocument();
    const card = screen.getByRole('link', { name: 'Ada Byron' }).closest('li') as HTMLElement;
    expect(screen.getByRole('link', { name: 'Ada Byron' })).toHaveAttribute('href', '/engineer/12');
    const skills = within(card).getByRole('list', { name: 'Software skills' });
    expect(within(skills).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cabinet Vision', 'Mozaik', 'AutoCAD', '+2 more']);
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(within(card).getByText('$75.00/hr')).toBeInTheDocument();
    expect(within(card).getByText('17 projects completed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(new URL(calls[0].url).search).toBe('?page=1&pageSize=12');
  });

  it("shows 'New', not a rating, for an engineer without reviews (issue 30 item 2)", async () => {
    stubApi({ 'GET /api/engineers': () => listResponse([engineer(), engineer({ userId: 13, rating: null, reviewCount: 0 })], 2) });
    renderWithRouter([{ path: '/engineers', element: <EngineerDirectory /> }], { initialEntries: ['/engineers'] });

    expect(await screen.findByText('2 engineers found')).toBeInTheDocument();
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.queryByText('5.0')).not.toBeInTheDocument();
    expect(screen.getAllByText('out of 5', { exact: false })).toHaveLength(1);
  });

  it("shows 'No engineers found' for an empty result", async () => {
    stubApi({ 'GET /api/engineers': () => listResponse([], 0) });
    renderWithRouter([{ path: '/engineers', element: <EngineerDirectory /> }], { initialEntries: ['/engineers'] });
    expect(await screen.findByText('No engineers found')).toBeInTheDocument();
    expect(screen.getByText('0 engineers found')).toBeInTheDocument();
  });

  it('shows a locked card without a rating, and the upgrade prompt in place of the advanced filters', async () => {
    const locked = engineer({ rating: undefined, reviewCount: undefined, ratingsLocked: true });
    stubApi({ 'GET /api/engineers': () => listResponse([locked], 1) });
    renderWithRouter([{ path: '/engineers', element: <EngineerDirectory /> }], { initialEntries: ['/engineers'] });

    expect(await screen.findByText('1 engineer found')).toBeInTheDocument();
    expect(screen.queryByText('out of 5', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument(); // hidden by the plan is not the same as no reviews
    expect(screen.getByRole('heading', { name: 'Upgrade to Professional' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Minimum rating')).not.toBeInTheDocument();
  });

  it('offers the advanced filters to a plan that has them and sends what is set', async () => {
    const { calls } = stubApi({ 'GET /api/engineers': () => listResponse([engineer()], 1) });
    renderWithRouter([{ path: '/engineers', element: <EngineerDirectory advancedFilters /> }], { initialEntries: ['/engineers'] });

    await userEvent.type(screen.getByLabelText('Minimum rating'), '4');
    await userEvent.click(screen.getByLabelText('Verified engineers only'));
    await vi.waitFor(() => expect(calls.some((call) => call.url.includes('minRating=4') && call.url.includes('verifiedOnly=true'))).toBe(true));
  });

  it('shows a badge per track certificate, linking to the certificate', async () => {
    const trackCertifications = [
      { track: 'cabinet_vision', title: 'Cabinet Vision Certified', code: 'CV', certificateId: 'CW-CV-7K3M9QX2', expiresAt: '2028-01-01T00:00:00Z' },
      { track: 'autocad', title: 'AutoCAD for Cabinetry Certified', code: 'AC', certificateId: 'CW-AC-Q2W3E4R5', expiresAt: '2028-03-01T00:00:00Z' },
    ];
    stubApi({ 'GET /api/engineers': () => listResponse([engineer({ trackCertifications })], 1) });
    renderWithRouter([{ path: '/engineers', element: <EngineerDirectory /> }], { initialEntries: ['/engineers'] });

    const badges = await screen.findByRole('list', { name: 'Track certifications' });
    const links = within(badges).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['CV Cabinet Vision Certified', 'AC AutoCAD for Cabinetry Certified']);
    expect(links[0]).toHaveAttribute('href', '/certificates/CW-CV-7K3M9QX2');
  });

  it("filters by certification, sent as certification= and kept in the address", async () => {
    const { calls } = stubApi({ 'GET /api/engineers': () => listResponse([engineer()], 1) });
    const tracks = [
      { id: 'cabinet_vision', title: 'Cabinet Vision Certified' },
      { id: 'mozaik', title: 'Mozaik Certified' },
    ];
    const { router } = renderWithRouter([{ path: '/engineers', element: <EngineerDirectory certificationTracks={tracks} /> }], {
      initialEntries: ['/engineers?certification=mozaik'],
    });

    const select = await screen.findByLabelText('Certification');
    expect(select).toHaveValue('mozaik');
    await vi.waitFor(() => expect(calls.some((call) => new URL(call.url).searchParams.get('certification') === 'mozaik')).toBe(true));

    await userEvent.selectOptions(select, 'Cabinet Vision Certified');
    expect(router.state.location.search).toBe('?certification=cabinet_vision');
    await vi.waitFor(() => expect(calls.some((call) => new URL(call.url).searchParams.get('certification') === 'cabinet_vision')).toBe(true));

    await userEvent.selectOptions(select, 'Any certification');
    expect(router.state.location.search).toBe('');
    expect(new URL(calls[calls.length - 1].url).searchParams.has('certification')).toBe(false);
  });
});
