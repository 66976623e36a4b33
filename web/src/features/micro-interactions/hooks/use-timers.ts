import { useCallback, useEffect, useRef } from 'react';

/** setTimeout for a component: `schedule(fn, ms)`; `clear()` cancels every pending one, as unmounting does. */
export function useTimers() {
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const clear = useCallback(() => {
    timers.current.forEach((timer) => clearTimeout(timer));
    timers.current.clear();
  }, []);
  useEffect(() => clear, [clear]);
  const schedule = useCallback((callback: () => void, ms: number) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      callback();
    }, ms);
    timers.current.add(timer);
  }, []);
  return { schedule, clear };
}
