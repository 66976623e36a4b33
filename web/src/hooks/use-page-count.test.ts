import { renderHook } from '@testing-library/react';
import { useState } from 'react';

import { usePageCount } from './use-page-count';

/** A list's page state starting at `start`, counted from `total`. */
function usePagedList(start: number, total: number | undefined, pageSize: number) {
  const [page, setPage] = useState(start);
  const pageCount = usePageCount(page, setPage, total, pageSize);
  return { page, pageCount };
}

describe('usePageCount', () => {
  it('counts the pages of the total, at least one', () => {
    expect(renderHook(() => usePagedList(1, 12, 5)).result.current).toEqual({ page: 1, pageCount: 3 });
    expect(renderHook(() => usePagedList(1, 10, 5)).result.current).toEqual({ page: 1, pageCount: 2 });
    expect(renderHook(() => usePagedList(1, 0, 5)).result.current).toEqual({ page: 1, pageCount: 1 });
  });

  it('takes the page shown as the last while no total has arrived', () => {
    expect(renderHook(() => usePagedList(4, undefined, 5)).result.current).toEqual({ page: 4, pageCount: 4 });
  });

  it('steps back to the new last page when the list shrinks under the page shown', () => {
    const { result, rerender } = renderHook(({ total }) => usePagedList(3, total, 5), { initialProps: { total: 11 as number | undefined } });
    expect(result.current).toEqual({ page: 3, pageCount: 3 });
    rerender({ total: 10 });
    expect(result.current).toEqual({ page: 2, pageCount: 2 });
    rerender({ total: 0 });
    expect(result.current).toEqual({ page: 1, pageCount: 1 });
    rerender({ total: 30 });
    expect(result.current).toEqual({ page: 1, pageCount: 6 });
  });
});
