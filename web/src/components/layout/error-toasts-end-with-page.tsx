import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { dismissErrorToasts } from '@/components/ui/toast/toast-store';

/**
 * No error toast outlives its page: when the route changes, the error toasts still shown are closed (a '409: ...'
 * of the payment page does not follow the member to the dashboard). Success toasts stay, as they often announce the
 * page the member is sent to ('Project posted successfully!').
 */
export function ErrorToastsEndWithPage() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    dismissErrorToasts();
  }, [pathname]);
  return null;
}
