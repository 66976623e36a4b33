import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { FormField, TextAreaField } from './form-field';

function LimitedTextArea({ initial = '', limit = 5000 }: { initial?: string; limit?: number }) {
  const [value, setValue] = useState(initial);
  return <TextAreaField label="Proposal" value={value} onChange={(event) => setValue(event.target.value)} limit={limit} />;
}

function LimitedName({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <FormField label="First name" value={value} onChange={(event) => setValue(event.target.value)} limit={64} counter="near-limit" />;
}

const counter = () => screen.getByTestId('character-count');

describe('a text field with a limit', () => {
  it('counts the characters against the limit, and points the control at the counter', async () => {
    render(<LimitedTextArea initial={'x'.repeat(4975)} />);
    const field = screen.getByLabelText('Proposal');
    expect(field).not.toHaveAttribute('maxlength');
    expect(counter()).toHaveTextContent('4,975 / 5,000 characters');
    expect(field.getAttribute('aria-describedby')).toContain(counter().id);

    await userEvent.type(field, 'abcde');
    expect(counter()).toHaveTextContent('4,980 / 5,000 characters');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('announces what is left politely, only near the limit', async () => {
    const { unmount } = render(<LimitedTextArea initial="A short proposal" />);
    const live = document.querySelector('[aria-live="polite"]');
    expect(live).toBeEmptyDOMElement();
    unmount();

    render(<LimitedTextArea initial={'x'.repeat(4980)} />);
    expect(await screen.findByText('20 characters left')).toHaveAttribute('aria-live', 'polite');
  });

  it('keeps typing past the limit, shows the error and marks the field invalid instead of cutting the text', async () => {
    render(<LimitedTextArea initial={'x'.repeat(4999)} />);
    const field = screen.getByLabelText('Proposal');
    await userEvent.type(field, 'abc');
    expect(field).toHaveValue(`${'x'.repeat(4999)}abc`);
    expect(counter()).toHaveTextContent('5,002 / 5,000');
    expect(counter()).toHaveClass('text-red-600');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('This is 2 characters too long (at most 5,000).'));
    expect(await screen.findByText('2 characters too many')).toBeInTheDocument();

    await userEvent.type(field, '{Backspace}{Backspace}');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/too long/)).not.toBeInTheDocument();
  });

  it('shows a short field’s counter only near its limit', async () => {
    render(<LimitedName initial="Ada" />);
    expect(screen.queryByTestId('character-count')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First name'), 'x'.repeat(52));
    expect(counter()).toHaveTextContent('55 / 64');
  });

  it('prefers the form’s own error to the limit’s', () => {
    render(<TextAreaField label="Bio" value={'x'.repeat(30)} onChange={() => {}} limit={20} error="Please fix the bio" />);
    expect(screen.getByText('Please fix the bio')).toBeInTheDocument();
    expect(screen.queryByText(/too long/)).not.toBeInTheDocument();
  });
});
