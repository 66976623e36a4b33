import { Link } from 'react-router';

import { paths } from '@/config/paths';

import { LEGAL_LINK_CLASS, type LegalSection } from './legal-page';

const to = (href: string, text: string) => (
  <Link to={href} className={LEGAL_LINK_CLASS}>
    {text}
  </Link>
);

/** What each part of the product keeps, and why: read from the services' own schemas. */
export const WHAT_WE_KEEP: LegalSection = {
  id: 'what',
  title: 'What we keep and why',
  body: (
    <ul>
      <li>
        <strong>Your account:</strong> name, username, e-mail address, role, and if you gave them, phone and location;
        where you heard of us; your password only as a salted Argon2 hash. To sign you in and show who you are.
      </li>
      <li>
        <strong>An engineer's profile:</strong> bio, experience, skills, rates, portfolio images, certification test
        attempts and scores, the admins' decisions on the application, and reviews. To show it to clients. A
        certification track you pass gives a certificate whose page anyone with its id can open: your name, the track,
        your score, when it was issued and until when it is valid.
      </li>
      <li>
        <strong>Projects and bids:</strong> what you post and bid, the files you upload (every version), milestone
        submissions, disputes and the project timeline. Both parties of a project need them to do and check the work.
      </li>
      <li>
        <strong>Messages and notifications:</strong> project chats, direct conversations, notifications, the e-mails we
        send you, and messages you send through the contact form (with the network address it came from, to stop abuse).
      </li>
      <li>
        <strong>Payments:</strong> your plan, the payments you made or received (amounts, dates, the card's brand and last
        four digits, the payment provider's ids) and the escrow ledger. To run the service and because the law requires
        money records.
      </li>
      <li>
        <strong>Usage figures:</strong> page views counted per page and day (no names), an anonymous visitor id per
        browser and day, and who viewed an engineer's profile on which day (shown to the engineer as a count). To count
        how often an engineer's card is shown in the directory (once per viewer and day), we keep for at most two days
        your account's id, or if you are not signed in a keyed hash of your network address and browser, never the
        address itself. Server
        logs record each request's address, path, status and a request id, to keep the service running and secure.
      </li>
    </ul>
  ),
};

export const EMAILS: LegalSection = {
  id: 'emails',
  title: 'The e-mails we send',
  body: (
    <>
      <p>
        A welcome when you join; to a client, a new bid on their project; to an engineer, an accepted bid and the
        decision on their application; a new message while you are offline (at most one an hour per conversation); and
        the steps of your projects and plan (stages funded, submitted, approved or disputed, payments, files, plan
        renewals and endings, certification results, certificates issued and their reminders 30 and 7 days before they lapse,
        reviews).
      </p>
      <p>
        Every e-mail has an unsubscribe link that turns off that kind of e-mail without signing in (the link works for
        90 days). The switches for your role are on your {to(paths.profile.getHref(), 'profile')} under e-mail settings.
        We never send advertising or pass your address to anyone else.
      </p>
    </>
  ),
};

export const RETENTION: LegalSection = {
  id: 'retention',
  title: 'How long we keep it',
  body: (
    <ul>
      <li>Your session: 7 days after your last request, or until you sign out.</li>
      <li>Personal API tokens: until you revoke them or delete your account.</li>
      <li>Payment request keys (which stop a payment being made twice): 24 hours.</li>
      <li>
        Everything else (account, profile, projects, files, messages, notifications, e-mails, usage figures, contact
        messages) is kept while your account exists: there is no automatic clean-up of it.
      </li>
      <li>After you delete your account, only what the next section says is kept.</li>
    </ul>
  ),
};

export const YOUR_RIGHTS: LegalSection = {
  id: 'rights',
  title: 'Export and delete your data',
  body: (
    <>
      <p>
        <strong>Export:</strong> on your {to(paths.profile.getHref(), 'profile')}, "Download my data (JSON)" gives you
        everything every part of CabinetWorks keeps about you, on any plan. Professional and Enterprise plans also export
        projects, bids, payments and messages as spreadsheets.
      </p>
      <p>
        <strong>Delete:</strong> the danger zone on your profile deletes your account with your password. It is refused
        while a project of yours is in progress (money may be held in escrow): finish it, or dispute it and wait for the
        decision, first. Then you are signed out everywhere, your API tokens stop working, and your personal data is
        erased or anonymised in every service: your name shows as "Deleted member", your e-mail address, phone, profile,
        e-mail settings, notifications, webhooks and the messages of your direct conversations are erased, and your sign-up
        and page views are no longer linked to you. A paid plan ends at once; its last payment is refunded if the 30-day
        money-back guarantee (see {to(paths.subscription.getHref(), 'your subscription')}) still covers it.
      </p>
      <p>
        <strong>Kept after deletion:</strong> payments and the escrow ledger, as tax and accounting law requires; projects
        you took part in, with their files, timeline and project-chat messages, because the other party needs them (you
        appear as "Deleted member"); reviews you wrote; the text of contact-form messages, without your name and address.
      </p>
    </>
  ),
};
