import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change scrolls smoothly to the top (spec section 2), except to a section of the page (a `#hash`). The page's first render does not: the browser
 * places a loaded page itself, and the landing page is visible (prerendered) before the app starts, so a visitor may
 * already have scrolled it.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // A link to a section (/project/7#payments): the page scrolls to it itself.
    if (hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
  }, [pathname, hash]);
  return null;
}
