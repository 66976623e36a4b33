import { act, render, screen } from '@testing-library/react';

import { HorizontalScroll } from './horizontal-scroll';

describe('HorizontalScroll', () => {
  afterEach(() => {
    // The widths below shadow Element.prototype's on HTMLElement.prototype: removing them restores jsdom's.
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  });

  it('says that a table wider than its box scrolls, and fades its right edge until scrolled to the end', () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => 900 });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 358 });
    render(
      <HorizontalScroll label="Plans compared">
        <table>
          <tbody>
            <tr>
              <td>wide</td>
            </tr>
          </tbody>
        </table>
      </HorizontalScroll>,
    );
    const box = screen.getByRole('region', { name: 'Plans compared' });
    expect(screen.getByTestId('scroll-hint')).toHaveTextContent('Scroll sideways to see the whole table');
    expect(screen.getByTestId('scroll-fade')).toBeInTheDocument();
    expect(box).toHaveAttribute('tabindex', '0');

    act(() => {
      box.scrollLeft = 542;
      box.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByTestId('scroll-fade')).not.toBeInTheDocument();
    expect(screen.getByTestId('scroll-hint')).toBeInTheDocument();
  });

  it('shows nothing extra when the table fits', () => {
    render(
      <HorizontalScroll label="Parts">
        <p>narrow</p>
      </HorizontalScroll>,
    );
    // jsdom lays nothing out: the content is as wide as its box.
    expect(screen.getByRole('region', { name: 'Parts' })).not.toHaveAttribute('tabindex');
    expect(screen.queryByTestId('scroll-hint')).not.toBeInTheDocument();
    expect(screen.queryByTestId('scroll-fade')).not.toBeInTheDocument();
  });
});
