import { Outlet } from 'react-router';

import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { usePageViewTracking } from '@/features/analytics';
import { useLogout, useUser } from '@/features/auth';
import { NotificationBell } from '@/features/notifications';
import { useRealtimeSession, useRealtimeToasts } from '@/lib/realtime';

/** Wires the session, its realtime connection, page-view counting and the notifications feature into the shared shell. */
export function RootLayout() {
  usePageViewTracking();
  const { user, isLoading } = useUser();
  const { signOut, isSigningOut } = useLogout();
  useRealtimeSession(user?.id ?? null);
  useRealtimeToasts(user);

  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
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
        notifications={<NotificationBell />}
      />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
