import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { realtime } from '@/lib/realtime';

// findBy* and waitFor wait up to 5 s, not 1: on two cores shared with a build or the running system, a list that comes
// after a mutation and a refetch can take longer than a second (seen in make test); a real failure still fails.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs that Radix primitives and the shell use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = (() => {}) as typeof window.scrollTo;

// What one test leaves in a module store or a global is put back here, so that no later test of the file sees it.
afterEach(() => {
  cleanup();
  realtime.disconnect();
  resetToasts();
  vi.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
