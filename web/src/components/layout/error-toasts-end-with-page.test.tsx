import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';

import { getToasts, resetToasts, toast } from '@/components/ui/toast/toast-store';

import { ErrorToastsEndWithPage } from './error-toasts-end-with-page';

const openTitles = () => getToasts().filter((item) => item.open).map((item) => item.title);

describe('ErrorToastsEndWithPage', () => {
  afterEach(() => resetToasts());

  it("closes the page's error toasts when the route changes, and keeps the success toasts", async () => {
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <ErrorToastsEndWithPage />
              <Outlet />
            </>
          ),
          children: [
            { path: '/project/:id/payment-live', element: <p>payment</p> },
            { path: '/dashboard', element: <p>dashboard</p> },
          ],
        },
      ],
      { initialEntries: ['/project/4/payment-live'] },
    );
    render(<RouterProvider router={router} />);
    act(() => {
      toast({ title: 'Payment Setup Failed', description: '409: Pay the down payment first.', variant: 'destructive' });
    });
    await act(() => router.navigate('/project/4/payment-live?type=milestone'));
    expect(openTitles()).toEqual(['Payment Setup Failed']); // still its page

    await act(() => router.navigate('/dashboard'));
    expect(openTitles()).toEqual([]);

    act(() => {
      toast({ title: 'Project posted successfully!', variant: 'success' });
    });
    await act(() => router.navigate('/project/4/payment-live'));
    expect(openTitles()).toEqual(['Project posted successfully!']);
  });
});
