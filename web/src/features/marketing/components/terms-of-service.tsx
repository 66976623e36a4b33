import { FileText } from 'lucide-react';
import { Link } from 'react-router';

import { BRAND_NAME } from '@/config/constants';
import { paths } from '@/config/paths';

import { LEGAL_LINK_CLASS, LegalPage, type LegalSection } from './legal-page';

const to = (href: string, text: string) => (
  <Link to={href} className={LEGAL_LINK_CLASS}>
    {text}
  </Link>
);

const SECTIONS: LegalSection[] = [
  {
    id: 'service',
    title: 'The service',
    body: (
      <p>
        {BRAND_NAME} connects clients who need cabinet engineering (drawings, CNC files, cut lists) with engineers who
        do it. Clients post projects, engineers bid, the client accepts one bid, and the work is delivered and paid in
        three stages through the platform. By creating an account you agree to these terms and to the{' '}
        {to(paths.privacy.getHref(), 'Privacy Policy')}.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <ul>
        <li>Give true details, keep your password to yourself, and tell us if you think someone else used your account.</li>
        <li>Engineers bid only once an admin has verified them; an admin may refuse an application and says why.</li>
        <li>
          Personal API tokens act as you: whatever is done with one is done by you. Revoke a token you no longer use.
        </li>
        <li>You may delete your account at any time from your {to(paths.profile.getHref(), 'profile')}, once no project of yours is in progress.</li>
      </ul>
    ),
  },
  {
    id: 'payments',
    title: 'Payments and escrow',
    body: (
      <ul>
        <li>
          An accepted bid is paid in three stages: 50 % down payment, 30 % at design approval, 20 % at final delivery.
          The client pays each stage before the engineer works on it.
        </li>
        <li>
          On a paid plan the client's money is held in escrow per stage and released to the engineer when the client
          approves the stage's delivery, or automatically 7 days after a delivery the client did not answer.
        </li>
        <li>
          Either party may dispute a stage that is funded or delivered. An admin decides: release the stage to the
          engineer, refund it to the client, or split it between them. The decision moves the money.
        </li>
        <li>
          On the free Starter plan there is no escrow: a paid stage goes to the engineer at once, and cannot be disputed.
        </li>
        <li>Payments are processed by Stripe; a bid is at least $5.00.</li>
      </ul>
    ),
  },
  {
    id: 'plans',
    title: 'Plans',
    body: (
      <ul>
        <li>
          Paid plans run monthly or yearly at the prices on {to(paths.premiumPlans.getHref(), 'Premium Plans')}. Cancelling
          keeps the plan until the period ends; upgrading starts a new period at once.
        </li>
        <li>
          30-day money-back guarantee: the latest plan payment is refunded on request within 30 days of it, and the plan
          ends at once. Deleting your account ends a paid plan at once, refunding its last payment only within those 30 days.
        </li>
      </ul>
    ),
  },
  {
    id: 'conduct',
    title: 'Content and conduct',
    body: (
      <ul>
        <li>You keep the rights to what you upload; you let the other party of the project use it for that project.</li>
        <li>Upload only files you may share, and no programs or files that pretend to be another format.</li>
        <li>No harassment, spam or attempts to take a project off the platform to avoid its payment rules.</li>
      </ul>
    ),
  },
  {
    id: 'ending',
    title: 'Ending and changes',
    body: (
      <p>
        We may suspend an account that breaks these terms. We will say on this page when these terms change; using the
        service after a change means accepting it.
      </p>
    ),
  },
];

export function TermsOfService() {
  return <LegalPage icon={FileText} title="Terms of Service" lead="How the marketplace works: accounts, stage payments held in escrow, disputes, plans and conduct." sections={SECTIONS} />;
}
