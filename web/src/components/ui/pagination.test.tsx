import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Pagination } from './pagination';

describe('Pagination', () => {
  it("says 'Page n of m' in a pager named as asked, and disables Previous on the first page and Next on the last", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const { rerender } = render(<Pagination page={1} pageCount={3} onPageChange={onPageChange} label="Disputes pages" size="sm" />);
    const pager = screen.getByRole('navigation', { name: 'Disputes pages' });
    expect(pager).toHaveTextContent('Page 1 of 3');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);

    rerender(<Pagination page={2} pageCount={3} onPageChange={onPageChange} label="Disputes pages" size="sm" />);
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);

    rerender(<Pagination page={3} pageCount={3} onPageChange={onPageChange} label="Disputes pages" size="sm" />);
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('is named Pagination unless told otherwise, and disables both buttons while a page loads', () => {
    render(<Pagination page={2} pageCount={3} onPageChange={() => {}} disabled />);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    for (const name of ['Previous', 'Next']) expect(within(pager).getByRole('button', { name })).toBeDisabled();
  });
});
