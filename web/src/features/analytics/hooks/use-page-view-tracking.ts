import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { formatApiError } from '@/lib/errors';

import { useTrackPageViewMutation } from '../api/analytics-api';
import { pageViewSessionId, visitorId } from '../utils/browser-ids';

const NO_STATE = {};

/**
 * Counts a view each time the route's path changes, the first page included (POST /api/track-page-view), with the
 * browser's anonymous visitor id (the admins' unique visitors). The root layout calls it, so every route of the app is
 * counted by this one place. The query string and fragment are not part of the page, so changing only them counts
 * nothing; re-rendering counts nothing either. A failure (a path that is not one of our routes, rate limiting, the
 * service being down) is only logged (spec section 8).
 */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  // The layout needs no state of the beacon: selecting none keeps each request from re-rendering the whole shell.
  const [trackPageView] = useTrackPageViewMutation({ selectFromResult: () => NO_STATE });
  // StrictMode runs effects twice on mount; the ref survives that, so one page shown is one view.
  const lastCounted = useRef<string | null>(null);

  useEffect(() => {
    if (lastCounted.current === pathname) return;
    lastCounted.current = pathname;
    trackPageView({ page: pathname, sessionId: pageViewSessionId(), visitorId: visitorId() })
      .unwrap()
      .catch((error: unknown) => {
        console.warn(`Page view of ${pathname} was not counted: ${formatApiError(error)}`);
      });
  }, [pathname, trackPageView]);
}
