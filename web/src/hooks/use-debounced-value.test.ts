import { act, renderHook } from '@testing-library/react';

import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the value only once it has stopped changing for the delay, however fast it changed before', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: '' } });
    const seen: string[] = [result.current];
    for (const typed of ['n', 'nu', 'num', 'numb']) {
      rerender({ value: typed });
      act(() => vi.advanceTimersByTime(299));
      seen.push(result.current);
    }
    expect(seen).toEqual(['', '', '', '', '']);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('numb');
  });

  it('starts the wait over when the delay itself changes', () => {
    const { result, rerender } = renderHook(({ value, delay }) => useDebouncedValue(value, delay), {
      initialProps: { value: 'a', delay: 300 },
    });
    rerender({ value: 'ab', delay: 300 });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'ab', delay: 500 });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });
});
