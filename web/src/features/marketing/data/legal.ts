import { PAGE_VIEW_SESSION_STORAGE_KEY, SIGNUP_SOURCE_STORAGE_KEY, VISITOR_ID_STORAGE_KEY } from '@/config/constants';

/** The session cookie as libs/common/src/session.cpp sets it. */
export const SESSION_COOKIE = {
  name: 'cw_session',
  attributes: 'HttpOnly; SameSite=Lax; Path=/; Secure when the site is served over HTTPS',
  lifetime: '7 days after your last request (each request renews it)',
};

/** What the web app keeps in the browser's storage (grep web/src for localStorage and sessionStorage). */
export const BROWSER_STORAGE = [
  { key: VISITOR_ID_STORAGE_KEY, where: 'localStorage', why: 'A random id for this browser, sent with page views so that a visitor is counted once a day. It names no one.' },
  { key: PAGE_VIEW_SESSION_STORAGE_KEY, where: 'sessionStorage', why: 'A random id for this tab, sent with page views; gone when the tab closes.' },
  { key: SIGNUP_SOURCE_STORAGE_KEY, where: 'localStorage', why: 'Where you came from (a utm_source or ref in the first address you opened), sent once with your sign-up and then removed.' },
  { key: 'cw.welcomed.<your id>', where: 'localStorage', why: 'Remembers that your dashboard already said "Welcome", so that it says "Welcome back" from then on.' },
] as const;
