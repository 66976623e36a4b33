import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';

import { AppProvider } from '@/app/provider';
import { StaticAppRouter } from '@/app/router';

/**
 * The app's markup at `location` as every visit's first render has it: the session still loading (neither the
 * signed-in nor the signed-out buttons), API data in its loading state. scripts/prerender.mjs builds this module for
 * Node after `vite build` and writes '/' into dist/landing.html; main.tsx hydrates it, so it must stay the same tree
 * as main.tsx renders (the providers, StrictMode; only the router differs, a memory one at `location`).
 */
export function renderApp(location: string): string {
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticAppRouter location={location} />
      </AppProvider>
    </StrictMode>,
  );
}
