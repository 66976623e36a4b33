import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';

import { ErrorToastsEndWithPage } from '@/components/layout/error-toasts-end-with-page';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { PageSpinner } from '@/components/ui/loading-state';
import { usePageViewTracking } from '@/features/analytics';
import { useLogout, useUser } from '@/features/auth';

// Signed-in only (the bell brings date-fns, the socket the realtime client): loaded with the session, not with the
// first, signed-out page.
const NotificationBell = lazy(async () => ({ default: (await import('@/features/notifications')).NotificationBell }));
const SessionRealtime = lazy(async () => ({ default: (await import('@/components/layout/session-realtime')).SessionRealtime }));

/** Wires the session, its realtime connection, page-view counting and the notifications feature into the shared shell. */
export function RootLayout() {
  usePageViewTracking();
  const { user, isLoading } = useUser();
  const { signOut, isSigningOut } = useLogout();

  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <ErrorToastsEndWithPage />
      {user ? (
        <Suspense fallback={null}>
          <SessionRealtime user={user} />
        </Suspense>
      ) : null}
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Navbar
        user={user}
        isSessionLoading={isLoading}
        onSignOut={signOut}
        isSigningOut={isSigningOut}
        notifications={
          <Suspense fallback={<span aria-hidden="true" className="h-10 w-10" />}>
            <NotificationBell />
          </Suspense>
        }
      />
      <main id="main" className="flex flex-1 flex-col">
        {/* Pages other than the landing page load their own chunk on first visit (see router.tsx). */}
        <Suspense fallback={<PageSpinner label="Loading page" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
