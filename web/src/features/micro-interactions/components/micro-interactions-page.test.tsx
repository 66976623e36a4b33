import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { renderWithStore } from '@/testing/test-utils';

import { MicroInteractionsPage } from './micro-interactions-page';

const TOAST = { selector: '[data-testid="toast"] *' };

describe('Micro-interactions page', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.useRealTimers();
  });

  it('has one h1 and a heading per widget', () => {
    renderWithStore(<MicroInteractionsPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Button with a loading state',
      'Favourite toggle',
      'Copy to clipboard',
      'Progress bar',
      'Toasts',
      'Skeleton',
      'Stepper',
    ]);
  });

  it('toggles the favourite with the keyboard and says whether it is pressed', async () => {
    const user = userEvent.setup();
    renderWithStore(<MicroInteractionsPage />);
    const favourite = screen.getByRole('button', { name: 'Favourite' });
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    favourite.focus();
    await user.keyboard('{Enter}');
    expect(favourite).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('25 clients saved this engineer')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(favourite).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('24 clients saved this engineer')).toBeInTheDocument();
  });

  it('copies the reference and confirms it', async () => {
    const user = userEvent.setup();
    renderWithStore(<MicroInteractionsPage />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('CW-2026-0142');
  });

  it('shows a loading button, then confirms the save', () => {
    vi.useFakeTimers();
    renderWithStore(<MicroInteractionsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('button', { name: 'Saved' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('moves through the stepper and raises a toast', async () => {
    const user = userEvent.setup();
    renderWithStore(<MicroInteractionsPage />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 4: Compare bids')).toBeInTheDocument();
    expect(screen.getByText('Compare bids').closest('li')).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Error toast' }));
    expect(await screen.findByText('Upload failed', TOAST)).toBeInTheDocument();
  });
});
