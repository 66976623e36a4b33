import { Cookie } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

import { BROWSER_STORAGE, SESSION_COOKIE } from '../data/legal';
import { LEGAL_LINK_CLASS, LegalPage, type LegalSection } from './legal-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'cookie',
    title: 'The one cookie',
    body: (
      <>
        <p>
          CabinetWorks sets exactly one cookie, <code>{SESSION_COOKIE.name}</code>, when you sign up or sign in. It holds
          a random session id and nothing else; the server looks the id up to know who is signed in.
        </p>
        <ul>
          <li>Attributes: {SESSION_COOKIE.attributes}. Scripts on the page cannot read it.</li>
          <li>Lifetime: {SESSION_COOKIE.lifetime}. Signing out, or deleting your account, ends it at once.</li>
          <li>It is strictly necessary: without it you cannot stay signed in, so we do not ask for consent to it.</li>
        </ul>
        <p>There are no advertising, analytics or third-party cookies, and no tracking pixels.</p>
      </>
    ),
  },
  {
    id: 'storage',
    title: 'What the app keeps in your browser',
    body: (
      <>
        <p>Besides the cookie, the web app stores these small values in your browser. None of them is sent to anyone but us:</p>
        <ul>
          {BROWSER_STORAGE.map((item) => (
            <li key={item.key}>
              <code>{item.key}</code> ({item.where}): {item.why}
            </li>
          ))}
        </ul>
      </>
    ),
  },
  {
    id: 'stripe',
    title: 'Payments',
    body: (
      <p>
        When payments run through Stripe, Stripe's card form loads on the payment page and Stripe may set its own cookies
        there to prevent fraud; see Stripe's cookie policy. Card details go to Stripe, never to our servers.
      </p>
    ),
  },
  {
    id: 'control',
    title: 'Your choices',
    body: (
      <p>
        You can clear the cookie and the stored values in your browser's settings at any time; you will be signed out
        and counted as a new visitor. How we use data is in the{' '}
        <Link to={paths.privacy.getHref()} className={LEGAL_LINK_CLASS}>Privacy Policy</Link>.
      </p>
    ),
  },
];

export function CookiePolicy() {
  return <LegalPage icon={Cookie} title="Cookie Policy" lead="One cookie to keep you signed in, and a few values in your browser. Nothing that tracks you across sites." sections={SECTIONS} />;
}
