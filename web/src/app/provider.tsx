import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';

import { getToasts, subscribeToasts } from '@/components/ui/toast/toast-store';

import { makeStore, type AppStore } from './store';

const Toaster = lazy(async () => ({ default: (await import('@/components/ui/toast/toaster')).Toaster }));

const hasToasts = () => getToasts().length > 0;

/** The toaster (Radix Toast) loads with the first toast raised: the first page load does without its code. */
function DeferredToaster() {
  const toastRaised = useSyncExternalStore(subscribeToasts, hasToasts, hasToasts);
  const [needed, setNeeded] = useState(false);
  if (toastRaised && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppProvider({ children, store: providedStore }: { children: ReactNode; store?: AppStore }) {
  const [store] = useState(() => providedStore ?? makeStore());
  return (
    <ReduxProvider store={store}>
      {children}
      <DeferredToaster />
    </ReduxProvider>
  );
}
