import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithRouter } from '@/testing/test-utils';

import { FileTransferGuide } from './file-transfer-guide';

function renderGuide(entry = '/file-transfer-guide') {
  const view = renderWithRouter([{ path: '/file-transfer-guide', element: <FileTransferGuide /> }], { initialEntries: [entry] });
  return { ...view, user: userEvent.setup() };
}

describe('File Transfer Guide', () => {
  it('has six tabs and opens on the overview with the file types', () => {
    renderGuide();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Preparation',
      'Transfer',
      'Verification',
      'CNC Setup',
      'Troubleshooting',
    ]);
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('.cv7 / .cv8 / .cv9')).toBeInTheDocument();
    expect(screen.getByText('.nc / .gcode')).toBeInTheDocument();
  });

  it('switches tabs with the arrow keys, Home and End', async () => {
    const { user, router } = renderGuide();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Preparation' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Preparation' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('heading', { level: 2, name: 'Prepare files before sending' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=preparation');

    await user.keyboard('{End}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Troubleshooting' })).toHaveAttribute('aria-selected', 'true'));

    await user.keyboard('{Home}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true'));
    expect(router.state.location.search).toBe('');
  });

  it('opens the tab named in ?tab= and explains checksums against the SHA-256 the project shows', () => {
    renderGuide('/file-transfer-guide?tab=verification');
    expect(screen.getByRole('tab', { name: 'Verification' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/shows the SHA-256 of every file version/)).toBeInTheDocument();
    expect(screen.getByText('sha256sum kitchen-uppers-nest-01.dxf')).toBeInTheDocument();
    expect(screen.getByText(/Get-FileHash/, { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Within 24 hours of delivery' })).toBeInTheDocument();
  });

  it('tells to test cut on scrap at 50% feed override', async () => {
    const { user } = renderGuide();
    await user.click(screen.getByRole('tab', { name: 'CNC Setup' }));
    expect(await screen.findByText('Set the feed override to 50% and keep a hand near the feed hold.')).toBeInTheDocument();
  });
});
