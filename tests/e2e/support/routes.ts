import { expect, request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { adminCredentials } from './admin';
import { passCertification } from './certification';
import { postProjectViaApi } from './projects';
import { registerViaApi, uniqueUser } from './users';

/** Who looks at a page: a signed-out visitor or a member of one role. */
export type Viewer = 'guest' | 'client' | 'engineer' | 'admin';
export const ROLES = ['client', 'engineer', 'admin'] as const satisfies readonly Viewer[];
export type Role = (typeof ROLES)[number];

/** Real ids the parametrised routes need, created through the API. */
export interface RouteIds {
  /** A client's project (the client of the sweep owns it). */
  projectId: number;
  /** An engineer's user id (/engineer/{id}). */
  engineerId: number;
}

export interface RouteCase {
  /** The route pattern as the spec writes it, e.g. '/project/{id}'; names the case in reports and screenshots. */
  name: string;
  /** The concrete address visited. */
  path: string;
  /** Public (signed out is enough) or protected (a session is required). */
  access: 'public' | 'protected';
  /** Who views it in the single-visit sweeps (responsive, screenshots): signed out, or the role the page is for. */
  viewer: Viewer;
  /** Other roles who get a different page there (their own dashboard, a bid form instead of the owner's view...). */
  alsoFor?: readonly Role[];
  /** Roles that do not get the page, and why (they are redirected, or the spec gives them a spinner that stays). */
  notFor?: Partial<Record<Role, string>>;
  /** The page shows a loading state on purpose (a demo skeleton). */
  keepsLoading?: boolean;
}

const ADMIN_ONLY = { client: 'redirected to /dashboard', engineer: 'redirected to /dashboard' } as const;

/** Spec section 2: the 14 public and 15 protected routes, /notifications (issue 28), the legal pages and the
 * certification tracks with their public certificates (issue 30), plus the 404 page. A certificate needs a paid, passed
 * track (specs/certification-tracks.spec.ts takes that journey): the sweeps see the page for an id that does not
 * exist, the state a client who mistypes an id gets. */
export function specRoutes({ projectId, engineerId }: RouteIds): RouteCase[] {
  const publicRoute = (path: string, name = path, extra: Partial<RouteCase> = {}): RouteCase => ({ name, path, access: 'public', viewer: 'guest', ...extra });
  const protectedRoute = (path: string, viewer: Role, options: Pick<Partial<RouteCase>, 'name' | 'alsoFor' | 'notFor'> = {}): RouteCase => ({
    ...options,
    name: options.name ?? path,
    path,
    access: 'protected',
    viewer,
  });
  return [
    publicRoute('/'),
    publicRoute('/auth'),
    publicRoute('/how-it-works'),
    publicRoute('/file-transfer-guide'),
    publicRoute('/engineers'),
    publicRoute('/payment-test'),
    publicRoute('/payment-success'),
    publicRoute('/project-payment-demo'),
    publicRoute('/file-formats'),
    publicRoute('/micro-interactions', '/micro-interactions', { keepsLoading: true }), // demo widgets: a skeleton among them
    publicRoute('/help'),
    publicRoute('/contact'),
    publicRoute('/premium-plans'),
    publicRoute('/get-certified'),
    publicRoute('/privacy'),
    publicRoute('/terms'),
    publicRoute('/cookies'),
    publicRoute('/certificates/CW-CV-00000000', '/certificates/{id}'),
    protectedRoute('/conversations', 'client', { alsoFor: ['engineer'] }),
    protectedRoute('/notifications', 'client', { alsoFor: ['engineer', 'admin'] }),
    protectedRoute('/profile', 'engineer', { alsoFor: ['client', 'admin'] }),
    protectedRoute('/dashboard', 'client', { alsoFor: ['engineer', 'admin'] }),
    protectedRoute('/post-project', 'client', { alsoFor: ['engineer'] }),
    protectedRoute(`/project/${projectId}`, 'client', { name: '/project/{id}', alsoFor: ['engineer', 'admin'] }),
    protectedRoute(`/engineer/${engineerId}`, 'client', { name: '/engineer/{id}', alsoFor: ['admin'] }),
    protectedRoute('/certification', 'engineer', { alsoFor: ['client'] }),
    protectedRoute('/certification/success', 'engineer'),
    protectedRoute('/certification/tracks/cabinet_vision', 'engineer', { name: '/certification/tracks/{track}', alsoFor: ['client'] }),
    protectedRoute('/admin', 'admin', { notFor: ADMIN_ONLY }),
    protectedRoute('/analytics', 'admin', { alsoFor: ['client', 'engineer'] }), // members: their own (issue 29)
    protectedRoute('/subscription', 'client'),
    // Spec section 8: billing sells no plan to an admin, and a failed payment intent keeps the spinner.
    protectedRoute('/checkout', 'client', { notFor: { admin: 'no payment intent for an admin: the spinner stays' } }),
    protectedRoute('/subscribe', 'client'),
    protectedRoute(`/project/${projectId}/payment-live`, 'client', { name: '/project/{id}/payment-live' }),
    protectedRoute('/skill-mastery', 'engineer', { alsoFor: ['client'] }),
    publicRoute('/this-page-does-not-exist', '404'),
  ];
}

/** The routes a viewer can open: the public ones signed out, the protected ones their role gets when signed in. */
export function routesOf(viewer: Viewer, routes: readonly RouteCase[]): RouteCase[] {
  if (viewer === 'guest') return routes.filter((route) => route.access === 'public');
  return routes.filter((route) => route.access === 'protected' && !route.notFor?.[viewer]);
}

/**
 * The distinct views of the protected routes for a role: the pages made for it, and those where it gets its own
 * version (a page the same for every role is looked at once, as the role it is for).
 */
export function viewsOf(role: Role, routes: readonly RouteCase[]): RouteCase[] {
  return routesOf(role, routes).filter((route) => route.viewer === role || route.alsoFor?.includes(role));
}

/** A file-name-safe form of a route name: '/project/{id}' -> 'project-id', '/' -> 'landing'. */
export function slugOf(name: string): string {
  return name === '/' ? 'landing' : name.replace(/[{}]/g, '').replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-');
}

/** The widths every route must fit: a phone (390) and a laptop (1280). */
export const WIDTHS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A signed-in session per role and the ids of a real project and engineer, made through the API. */
export interface Sessions {
  ids: RouteIds;
  states: Record<Role, StorageState>;
}

async function signedInState(baseURL: string, signIn: (request: APIRequestContext) => Promise<void>) {
  const context = await playwrightRequest.newContext({ baseURL });
  try {
    await signIn(context);
    const me = await context.get('/api/user');
    expect(me.status(), await me.text()).toBe(200);
    return { id: ((await me.json()) as { id: number }).id, state: await context.storageState() };
  } finally {
    await context.dispose();
  }
}

/**
 * A client (who posts a project), a certified engineer and the seeded admin, each signed in through the API. The client
 * and engineer are new users; their names are fixed so screenshots and pages read the same from run to run.
 */
export async function createSessions(baseURL: string): Promise<Sessions> {
  let projectId = 0;
  const client = await signedInState(baseURL, async (request) => {
    await registerViaApi(request, uniqueUser({ firstName: 'Clara', lastName: 'Client', role: 'client' }));
    projectId = await postProjectViaApi(request, 'Shaker kitchen with island');
  });
  const engineer = await signedInState(baseURL, async (request) => {
    await registerViaApi(request, uniqueUser({ firstName: 'Eli', lastName: 'Engineer', role: 'engineer' }));
    await passCertification(request);
  });
  const admin = await signedInState(baseURL, async (request) => {
    const login = await request.post('/api/login', { data: adminCredentials() });
    expect(login.status(), await login.text()).toBe(200);
  });
  return {
    ids: { projectId, engineerId: engineer.id },
    states: { client: client.state, engineer: engineer.state, admin: admin.state },
  };
}

/** A browser context for the viewer: signed out, or signed in with the role's session. */
export function contextFor(browser: Browser, viewer: Viewer, sessions: Sessions, options: Parameters<Browser['newContext']>[0] = {}) {
  return browser.newContext({ ...options, ...(viewer === 'guest' ? {} : { storageState: sessions.states[viewer] }) });
}

/** Status regions that mean a page (or a part of it) is still loading. */
const LOADING = /^(Loading|Checking|Preparing)\b/i;

const apiInFlight = new WeakMap<Page, Set<object>>();

/** Counts the page's /api requests in flight (once per page). */
function trackApi(page: Page): Set<object> {
  let pending = apiInFlight.get(page);
  if (pending) return pending;
  const inFlight = new Set<object>();
  pending = inFlight;
  apiInFlight.set(page, inFlight);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) inFlight.add(request);
  });
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return inFlight;
}

export interface SettleOptions {
  /** The page shows a loading state on purpose (a demo skeleton): do not wait for every status to finish. */
  keepsLoading?: boolean;
}

/**
 * Opens a route and waits until it has settled: a level-1 heading shows, no /api request is in flight, nothing says it
 * is loading any more (the lazy page chunk, the session, the page's data), and the fonts are ready.
 */
export async function openRoute(page: Page, path: string, options: SettleOptions = {}): Promise<void> {
  trackApi(page);
  await page.goto(path);
  await settle(page, options);
}

export async function settle(page: Page, { keepsLoading = false }: SettleOptions = {}): Promise<void> {
  const inFlight = trackApi(page);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect.poll(() => inFlight.size, { message: 'the /api requests of the page finish', intervals: [50, 100, 250] }).toBe(0);
  const loading = page.getByRole('status', { name: LOADING }).or(page.getByRole('status').filter({ hasText: LOADING }));
  await expect(keepsLoading ? page.getByRole('status', { name: /^(Loading page|Checking your session)$/ }) : loading).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
}
