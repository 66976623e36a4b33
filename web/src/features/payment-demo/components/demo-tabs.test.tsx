import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { DEMO_MESSAGES, DEMO_PROJECT } from '../data/demo-project';
import { MessagesTab } from './messages-tab';
import { RevisionsTab } from './revisions-tab';

describe('Payment demo tabs', () => {
  it('adds a message within 5,000 characters, and refuses a longer one without cutting it', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<MessagesTab project={DEMO_PROJECT} messages={DEMO_MESSAGES} onSend={onSend} />);
    const field = screen.getByLabelText('Your message');
    expect(field).not.toHaveAttribute('maxLength');

    await user.click(field);
    await user.paste('x'.repeat(5001));
    expect(field).toHaveValue('x'.repeat(5001));
    expect(field).toBeInvalid();
    expect(screen.getByText('This is 1 character too long (at most 5,000).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();

    await user.type(field, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('x'.repeat(5000));
  });

  it('shows a message as user text, isolated', () => {
    render(<MessagesTab project={DEMO_PROJECT} messages={[{ id: 'x', from: 'engineer', text: 'abc\u202Edef', sentAt: '2026-11-02T15:04:00Z' }]} onSend={vi.fn()} />);
    expect(screen.getByText('abc\u202Edef')).toHaveAttribute('dir', 'auto');
  });

  it('refuses a revision request over 2,000 characters', async () => {
    const user = userEvent.setup();
    const onRequest = vi.fn();
    render(<RevisionsTab used={1} max={3} requests={[]} onRequest={onRequest} />);
    const field = screen.getByLabelText(/What should change\?/);
    expect(field).not.toHaveAttribute('maxLength');

    await user.click(field);
    await user.paste('y'.repeat(2001));
    expect(screen.getByText('This is 1 character too long (at most 2,000).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request Revision' }));
    expect(onRequest).not.toHaveBeenCalled();

    await user.type(field, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Request Revision' }));
    expect(onRequest).toHaveBeenCalledWith('y'.repeat(2000));
  });
});
