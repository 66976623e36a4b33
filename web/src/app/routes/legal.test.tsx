import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Footer } from '@/components/layout/footer';
import { PAGE_VIEW_SESSION_STORAGE_KEY, SIGNUP_SOURCE_STORAGE_KEY, VISITOR_ID_STORAGE_KEY } from '@/config/constants';
import { renderWithRouter } from '@/testing/test-utils';

import { CookiesRoute, PrivacyRoute, TermsRoute } from './legal';

const routes = [
  { path: '/', element: <Footer /> },
  { path: '/privacy', element: <PrivacyRoute /> },
  { path: '/terms', element: <TermsRoute /> },
  { path: '/cookies', element: <CookiesRoute /> },
  { path: '/profile', element: <p>Profile</p> },
  { path: '/contact', element: <p>Contact</p> },
];

describe('legal pages', () => {
  it('the footer links to the three legal pages and to no social network', async () => {
    renderWithRouter(routes, { initialEntries: ['/'] });
    expect(screen.queryByRole('list', { name: 'Social media' })).not.toBeInTheDocument();
    for (const name of ['LinkedIn', 'X (Twitter)', 'Facebook', 'YouTube']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await userEvent.click(screen.getByRole('link', { name: 'Cookie Policy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeInTheDocument();
  });

  it('the cookie policy names the one session cookie and every value the app keeps in the browser', () => {
    renderWithRouter(routes, { initialEntries: ['/cookies'] });
    const cookie = screen.getByRole('region', { name: 'The one cookie' });
    expect(within(cookie).getByText('cw_session')).toBeInTheDocument();
    expect(cookie).toHaveTextContent('HttpOnly; SameSite=Lax');
    expect(cookie).toHaveTextContent('7 days after your last request');
    const storage = screen.getByRole('region', { name: 'What the app keeps in your browser' });
    for (const key of [VISITOR_ID_STORAGE_KEY, PAGE_VIEW_SESSION_STORAGE_KEY, SIGNUP_SOURCE_STORAGE_KEY, 'cw.welcomed.<your id>']) {
      expect(within(storage).getByText(key)).toBeInTheDocument();
    }
  });

  it('the privacy policy says what is kept, for how long, the e-mails, Stripe, and how to export and delete', () => {
    renderWithRouter(routes, { initialEntries: ['/privacy'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    for (const title of ['What we keep and why', 'The e-mails we send', 'How long we keep it', 'Export and delete your data', 'Contact']) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Who else sees it' })).toHaveTextContent('card numbers never reach our servers');
    expect(screen.getByRole('region', { name: 'The e-mails we send' })).toHaveTextContent('unsubscribe link');
    const rights = screen.getByRole('region', { name: 'Export and delete your data' });
    expect(rights).toHaveTextContent('Download my data (JSON)');
    expect(rights).toHaveTextContent('Deleted member');
    expect(rights).toHaveTextContent('payments and the escrow ledger');
  });

  it('the terms describe the escrow rules the platform applies', () => {
    renderWithRouter(routes, { initialEntries: ['/terms'] });
    const payments = screen.getByRole('region', { name: 'Payments and escrow' });
    expect(payments).toHaveTextContent('50 % down payment, 30 % at design approval, 20 % at final delivery');
    expect(payments).toHaveTextContent('7 days');
    expect(payments).toHaveTextContent('release the stage to the engineer, refund it to the client, or split it');
    expect(within(screen.getByRole('region', { name: 'The service' })).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
