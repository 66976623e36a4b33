import { useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';

import { Toaster } from '@/components/ui/toast';

import { makeStore, type AppStore } from './store';

export function AppProvider({ children, store: providedStore }: { children: ReactNode; store?: AppStore }) {
  const [store] = useState(() => providedStore ?? makeStore());
  return (
    <ReduxProvider store={store}>
      {children}
      <Toaster />
    </ReduxProvider>
  );
}
