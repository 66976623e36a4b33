import { screen } from '@testing-library/react';

import { renderWithRouter } from '@/testing/test-utils';

import { FileFormatsCallout, PaymentDemoCallout } from './real-project-callout';

describe('real-project callouts', () => {
  it('sends the payment demo to a real project', () => {
    renderWithRouter([{ path: '/', element: <PaymentDemoCallout /> }]);
    expect(screen.getByRole('link', { name: 'Try it on a real project' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByText(/held in escrow until the client approves its delivery/)).toBeInTheDocument();
  });

  it('tells about the DXF preflight and the cut-list preview, with links to the dashboard', () => {
    renderWithRouter([{ path: '/', element: <FileFormatsCallout /> }]);
    expect(screen.getByText('DXF preflight:')).toBeInTheDocument();
    expect(screen.getByText('Cut-list preview:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try it on a real project' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
