import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { CertificateStatus } from '@/lib/certification-tracks';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { makeCertificate } from '../testing/tracks';
import { CertificatePage } from './certificate-page';

function renderCertificate(id = 'CW-CV-7K3M9QX2') {
  return renderWithRouter(
    [
      { path: '/certificates/:certificateId', element: <CertificatePage certificateId={id} /> },
      { path: '/certificates/CW-MZ-ABCDEFGH', element: <p>the other certificate</p> },
    ],
    { initialEntries: [`/certificates/${id}`] },
  );
}

describe('CertificatePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the engineer (linked to the profile), track, score, dates, status and id', async () => {
    stubApi({ 'GET /api/certificates/CW-CV-7K3M9QX2': () => jsonResponse(200, makeCertificate()) });
    renderCertificate();
    expect(screen.getByText('Loading the certificate')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cabinet Vision Certified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ada Byron' })).toHaveAttribute('href', '/engineer/12');
    expect(screen.getByText('22 of 25 (88%)')).toBeInTheDocument();
    expect(screen.getByText('Jun 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Jun 1, 2028')).toBeInTheDocument();
    expect(screen.getByText('CW-CV-7K3M9QX2')).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Print/ })).toBeInTheDocument();
  });

  it.each<[CertificateStatus, string, string]>([
    ['expired', 'Expired', 'This certificate has expired'],
    ['superseded', 'Superseded', 'This certificate was renewed'],
  ])('says when a certificate is %s', async (status, label, note) => {
    stubApi({ 'GET /api/certificates/CW-CV-7K3M9QX2': () => jsonResponse(200, makeCertificate({ status })) });
    renderCertificate();
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(note))).toBeInTheDocument();
    expect(screen.queryByText('Valid')).not.toBeInTheDocument();
  });

  it("says 'Certificate not found' for an unknown id and checks another from there", async () => {
    stubApi({ 'GET /api/certificates/CW-CV-NOPE': () => jsonResponse(404, { message: 'Certificate not found' }) });
    const { router } = renderCertificate('CW-CV-NOPE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Check/ }));
    expect(screen.getByText('Enter the certificate id, e.g. CW-CV-7K3M9QX2.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Certificate id'), ' cw-mz-abcdefgh ');
    await userEvent.click(screen.getByRole('button', { name: /Check/ }));
    expect(router.state.location.pathname).toBe('/certificates/CW-MZ-ABCDEFGH');
  });

  it('offers a retry when the certificate cannot be loaded', async () => {
    stubApi({ 'GET /api/certificates/CW-CV-7K3M9QX2': () => jsonResponse(503, { message: 'Service unavailable' }) });
    renderCertificate();
    expect(await screen.findByRole('heading', { name: "We couldn't load this certificate" })).toBeInTheDocument();
  });
});
