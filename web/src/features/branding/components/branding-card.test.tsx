import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import type { OwnBranding } from '../types';
import { BrandingCard } from './branding-card';
import { logoProblem } from '../utils/logo-problem';

const NONE: OwnBranding = { companyName: null, logoUrl: null, allowed: true };

function renderCard(capabilities: Parameters<typeof BrandingCard>[0]['capabilities']) {
  return renderWithRouter([{ path: '/profile', element: <BrandingCard capabilities={capabilities} /> }], { initialEntries: ['/profile'] });
}

function png(bytes = 100): File {
  return new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });
}

describe('BrandingCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a professional member the Enterprise upgrade prompt and asks the server nothing', () => {
    const { calls } = stubApi({});
    renderCard(['data_export', 'custom_rates']);
    const prompt = screen.getByRole('status', { name: 'Upgrade to Enterprise' });
    expect(prompt).toHaveTextContent('White-label is part of the Enterprise plan');
    expect(screen.queryByLabelText(/Company name/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('saves the company name an enterprise member types', async () => {
    let branding = NONE;
    const sent: unknown[] = [];
    stubApi({
      'GET /api/branding': () => jsonResponse(200, branding),
      'PUT /api/branding': async (request) => {
        const body = (await request.json()) as { companyName: string };
        sent.push(body);
        branding = { ...branding, companyName: body.companyName.trim() };
        return jsonResponse(200, branding);
      },
    });
    renderCard(['white_label']);
    await userEvent.type(await screen.findByLabelText(/Company name/), 'Acme Kitchens');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove name' })).toBeInTheDocument());
    expect(sent).toEqual([{ companyName: 'Acme Kitchens' }]);
  });

  it('uploads a PNG as the raw body with its type, and shows the logo', async () => {
    let branding = NONE;
    const { calls } = stubApi({
      'GET /api/branding': () => jsonResponse(200, branding),
      'PUT /api/branding/logo': () => {
        branding = { ...branding, logoUrl: '/api/branding/3/logo?v=1' };
        return jsonResponse(200, branding);
      },
    });
    renderCard(['white_label']);
    await screen.findByRole('button', { name: 'Upload logo' });
    await userEvent.upload(screen.getByLabelText('Logo file'), png());
    expect(await screen.findByRole('img', { name: 'Your company logo' })).toHaveAttribute('src', '/api/branding/3/logo?v=1');
    const put = calls.find((request) => request.method === 'PUT');
    expect(put?.headers.get('Content-Type')).toBe('image/png');
  });

  it('refuses an SVG or an oversized file before sending it', async () => {
    const { calls } = stubApi({ 'GET /api/branding': () => jsonResponse(200, NONE) });
    renderCard(['white_label']);
    await screen.findByRole('button', { name: 'Upload logo' });
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await userEvent.upload(screen.getByLabelText('Logo file'), svg, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG or JPEG image.');
    expect(calls.some((request) => request.method === 'PUT')).toBe(false);
    expect(logoProblem(png(300 * 1024))).toBe('A logo can be at most 256 KB.');
    expect(logoProblem(png(0))).toBe('That file is empty.');
  });

  it('renders a company name as text, never as markup', async () => {
    stubApi({ 'GET /api/branding': () => jsonResponse(200, { ...NONE, companyName: '<img src=x onerror=alert(1)>' }) });
    renderCard(['white_label']);
    expect(await screen.findByDisplayValue('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
