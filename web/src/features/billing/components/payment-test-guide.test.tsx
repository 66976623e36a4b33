import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { renderWithRouter } from '@/testing/test-utils';

import { PaymentTestGuide } from './payment-test-guide';

const TOAST = { selector: '[data-testid="toast"] *' };

describe('/payment-test', () => {
  afterEach(() => resetToasts());

  it('lists the four test cards with hints and links to try them', () => {
    renderWithRouter([{ path: '/payment-test', element: <PaymentTestGuide /> }], { initialEntries: ['/payment-test'] });
    const cards = screen.getByRole('list', { name: 'Test cards' });
    expect(within(cards).getAllByRole('listitem').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Success',
      'Generic decline',
      'Insufficient funds',
      '3D Secure',
    ]);
    expect(cards).toHaveTextContent('4242 4242 4242 4242');
    expect(cards).toHaveTextContent('4000 0000 0000 0002');
    expect(cards).toHaveTextContent('4000 0000 0000 9995');
    expect(cards).toHaveTextContent('4000 0025 0000 3155');
    expect(screen.getByText('Any future date, e.g. 12/34')).toBeInTheDocument();
    expect(screen.getByText('Any 3 digits, e.g. 123')).toBeInTheDocument();
    expect(screen.getByText('Any 5 digits, e.g. 12345')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('link', { name: 'Try a Subscription' })).toHaveAttribute('href', '/subscribe');
  });

  it('copies a card number to the clipboard and confirms with a toast', async () => {
    const user = userEvent.setup();
    renderWithRouter([{ path: '/payment-test', element: <PaymentTestGuide /> }], { initialEntries: ['/payment-test'] });
    await user.click(screen.getByRole('button', { name: 'Copy 3D Secure card number' }));
    expect(await navigator.clipboard.readText()).toBe('4000002500003155');
    expect(await screen.findByText('Copied', TOAST)).toBeInTheDocument();
    expect(screen.getByText('Card number copied to clipboard', TOAST)).toBeInTheDocument();
  });
});
