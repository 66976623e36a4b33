import { render, screen } from '@testing-library/react';

import { isolateText } from '@/lib/user-text';

import { UserText } from './user-text';

const RLO = '\u202E';

describe('UserText', () => {
  it('isolates a bidirectional override inside its own element, with the direction taken from the text', () => {
    render(
      <p data-testid="sentence">
        Posted by <UserText>{`Jane${RLO} Carver`}</UserText> on Mar 4
      </p>,
    );
    const name = screen.getByText(`Jane${RLO} Carver`);
    expect(name.tagName).toBe('SPAN');
    expect(name).toHaveAttribute('dir', 'auto');
    expect(name).toHaveClass('[unicode-bidi:isolate]');
    // The page's own words stay outside the isolate, where the override cannot reach them.
    expect(name).not.toHaveTextContent('on Mar 4');
    expect(screen.getByTestId('sentence')).toHaveTextContent(`Posted by Jane${RLO} Carver on Mar 4`);
  });

  it('lets a long unbroken word or URL wrap anywhere instead of widening the page', () => {
    const url = `https://example.com/${'a'.repeat(300)}`;
    render(<UserText as="p">{url}</UserText>);
    const text = screen.getByText(url);
    expect(text.tagName).toBe('P');
    expect(text).toHaveClass('wrap-anywhere');
  });

  it('keeps line breaks when asked, and truncates a single line with the whole text in the tooltip', () => {
    const { rerender } = render(<UserText multiline>{'Line one\nLine two'}</UserText>);
    expect(screen.getByText(/Line one/)).toHaveClass('whitespace-pre-line');

    const title = `Shaker kitchen ${'x'.repeat(200)}`;
    rerender(<UserText as="h3" truncate>{title}</UserText>);
    const heading = screen.getByRole('heading', { name: title });
    expect(heading).toHaveClass('truncate');
    expect(heading).toHaveAttribute('title', title);
    expect(heading).toHaveAttribute('dir', 'auto');
  });

  it('isolates plain strings that cannot hold an element', () => {
    expect(isolateText(`a${RLO}b`)).toBe(`\u2068a${RLO}b\u2069`);
  });
});
