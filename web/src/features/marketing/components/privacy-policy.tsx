import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';

import { BRAND_NAME, CONTACT_EMAIL } from '@/config/constants';
import { paths } from '@/config/paths';

import { LEGAL_LINK_CLASS, LegalPage, type LegalSection } from './legal-page';
import { EMAILS, RETENTION, WHAT_WE_KEEP, YOUR_RIGHTS } from './privacy-sections';

const SECTIONS: LegalSection[] = [
  {
    id: 'who',
    title: 'Who we are',
    body: (
      <p>
        {BRAND_NAME} is a marketplace where clients hire cabinet engineers for drawings, CNC files and cut lists. This
        policy says what the product stores about you, why, for how long, and how you take it with you or delete it. It
        describes what the software actually does.
      </p>
    ),
  },
  WHAT_WE_KEEP,
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <p>
        One session cookie keeps you signed in; nothing tracks you. Details in the{' '}
        <Link to={paths.cookies.getHref()} className={LEGAL_LINK_CLASS}>Cookie Policy</Link>.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Who else sees it',
    body: (
      <ul>
        <li>
          Other members see what the product shows them: an engineer's public profile; a project's parties see its
          files, messages and payments; nothing about you goes to a member who is not part of it.
        </li>
        <li>Admins see what they need to review engineers, decide disputes and answer contact messages.</li>
        <li>
          Payments are processed by Stripe. Card details are entered in Stripe's own form and go to Stripe: card numbers
          never reach our servers; we keep only the brand and last four digits.
        </li>
        <li>E-mails leave through our mail server. We sell no data and share none for advertising.</li>
      </ul>
    ),
  },
  EMAILS,
  RETENTION,
  YOUR_RIGHTS,
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Write to <a href={`mailto:${CONTACT_EMAIL}`} className={LEGAL_LINK_CLASS}>{CONTACT_EMAIL}</a> or use the{' '}
        <Link to={paths.contact.getHref()} className={LEGAL_LINK_CLASS}>contact form</Link> about anything in this
        policy, including a request the profile page cannot do for you.
      </p>
    ),
  },
];

export function PrivacyPolicy() {
  return <LegalPage icon={ShieldCheck} title="Privacy Policy" lead="What CabinetWorks keeps about you, why, for how long, and how to take it with you or delete it." sections={SECTIONS} />;
}
