import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import type { ContactSender } from '../types';
import { ContactPage } from './contact-page';

const TOAST = { selector: '[data-testid="toast"] *' };
const STAFFED = { staffed: true, nextOpenAt: null, replyByEmail: false, hours: 'Mon-Fri 8:00-18:00 and Sat 9:00-14:00 Pacific Time' };

function renderPage(sender: ContactSender | null = null) {
  return renderWithRouter([{ path: '/contact', element: <ContactPage sender={sender} /> }], { initialEntries: ['/contact'] });
}

/** Answers POST /api/contact with `answer` (once `gate` opens, if given) and records the requests and bodies sent. */
function stubContact(answer: () => Response, gate?: Promise<void>) {
  const sent: unknown[] = [];
  const calls: Request[] = [];
  stubApi({
    'GET /api/support/status': () => jsonResponse(200, STAFFED),
    'POST /api/contact': async (request) => {
      calls.push(request);
      sent.push(await request.clone().json());
      await gate;
      return answer();
    },
  });
  return { sent, calls };
}

const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}`));

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Jane Carver');
  await user.type(field('E-mail'), 'jane@example.com');
  await user.type(field('Subject'), 'Kitchen project');
  await user.type(field('Message'), 'Hello,\nI need a quote.');
}

describe('Contact page', () => {
  it('promises 2-5 minutes for live chat only while the desk is staffed', async () => {
    stubApi({ 'GET /api/support/status': () => jsonResponse(200, { ...STAFFED, staffed: false, nextOpenAt: '2026-11-30T16:00:00.000Z', replyByEmail: true }) });
    renderPage();
    const times = screen.getByRole('region', { name: 'Response times' });
    expect(await within(times).findByText('By e-mail')).toBeInTheDocument();
    expect(times).not.toHaveTextContent('2-5 minutes');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });

  it('shows the contact details, response times and six FAQs that open and close', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/support/status': () => jsonResponse(200, STAFFED) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText('Monday - Friday').nextSibling).toHaveTextContent('8:00 AM - 6:00 PM PST');
    expect(screen.getByText('Saturday').nextSibling).toHaveTextContent('9:00 AM - 2:00 PM PST');
    const times = screen.getByRole('region', { name: 'Response times' });
    expect(times).toHaveTextContent('Within 24 hours');
    expect(await within(times).findByText('2-5 minutes')).toBeInTheDocument();
    expect(within(times).getByRole('link', { name: 'Open live chat' })).toHaveAttribute('href', '/support');
    expect(times).toHaveTextContent('Within 2 hours');

    const faqs = screen.getByRole('list', { name: 'Frequently asked questions' });
    const questions = within(faqs).getAllByRole('button');
    expect(questions).toHaveLength(6);
    const first = questions[0];
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/We answer every message within 24 hours/)).not.toBeVisible();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/We answer every message within 24 hours/)).toBeVisible();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not send until the name, e-mail, subject and message are filled in', async () => {
    const user = userEvent.setup();
    const { sent } = stubContact(() => jsonResponse(201, { id: 12, message: 'Thanks' }));
    renderPage();
    expect(field('Name')).toBeRequired();
    expect(field('E-mail')).toBeRequired();
    expect(field('Subject')).toBeRequired();
    expect(field('Message')).toBeRequired();
    expect(field('Company')).not.toBeRequired();
    expect(field('Inquiry type')).toHaveValue('general');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await user.type(field('Name'), 'Jane');
    await user.type(field('E-mail'), 'not-an-email');
    await user.type(field('Subject'), 'Hi');
    await user.type(field('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(field('E-mail')).toBeInvalid();

    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent', TOAST)).toBeInTheDocument();
    // Only the complete form was sent.
    expect(sent).toEqual([expect.objectContaining({ name: 'Jane', email: 'jane@example.com' })]);
  });

  it('sends the message as JSON, says so in a toast and empties the form', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const { sent, calls } = stubContact(() => jsonResponse(201, { id: 12, message: 'Thanks' }), gate);
    renderPage();
    await fillRequired(user);
    await user.type(field('Company'), '  Oak & Co  ');
    await user.selectOptions(field('Inquiry type'), screen.getByRole('option', { name: 'Billing & Payments' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    answer();

    expect(await screen.findByText('Message Sent', TOAST)).toBeInTheDocument();
    expect(screen.getByText("Thanks for getting in touch. We'll reply within 24 hours.", TOAST)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Jane Carver',
        email: 'jane@example.com',
        company: 'Oak & Co',
        subject: 'Kitchen project',
        message: 'Hello,\nI need a quote.',
        inquiryType: 'billing',
      },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get('Content-Type')).toBe('application/json');
    expect(field('Name')).toHaveValue('');
    expect(field('Subject')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(field('Inquiry type')).toHaveValue('general');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it.each([
    [429, 'Too many messages. Please try again in a few minutes.'],
    [400, 'email must be a valid e-mail address'],
  ])("shows the server's message of a %i and keeps what was typed", async (status, message) => {
    const user = userEvent.setup();
    stubContact(() => jsonResponse(status, { message }));
    renderPage();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message Not Sent', TOAST)).toBeInTheDocument();
    expect(screen.getByText(`${status}: ${message}`, TOAST)).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Jane Carver');
    expect(field('Subject')).toHaveValue('Kitchen project');
    expect(field('Message')).toHaveValue('Hello,\nI need a quote.');
    // The toast can come a render before the button leaves its sending state.
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('counts the characters of the subject and the message against the server limits, and cuts nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(field('Subject')).toHaveAccessibleDescription('0 / 200 characters');
    expect(field('Message')).toHaveAccessibleDescription('0 / 5,000 characters');
    await user.type(field('Subject'), 'Vanity');
    await user.type(field('Message'), 'Twelve chars');
    expect(field('Subject')).toHaveAccessibleDescription('6 / 200 characters');
    expect(field('Message')).toHaveAccessibleDescription('12 / 5,000 characters');
    // No field stops the typing at its limit; the short ones show their counter only near it.
    for (const name of ['Name', 'E-mail', 'Company', 'Subject', 'Message']) expect(field(name)).not.toHaveAttribute('maxLength');
    expect(field('Name')).not.toHaveAccessibleDescription();
    await user.click(field('Name'));
    await user.paste('x'.repeat(95));
    expect(field('Name')).toHaveAccessibleDescription('95 / 100 characters');
  });

  it('refuses to send a message over 5,000 characters: the field shows the error and nothing is sent', async () => {
    const user = userEvent.setup();
    const { calls } = stubContact(() => jsonResponse(201, { id: 12, message: 'Thanks' }));
    renderPage();
    await fillRequired(user);
    await user.clear(field('Message'));
    await user.click(field('Message'));
    await user.paste('x'.repeat(5001));
    // Nothing was cut.
    expect(field('Message')).toHaveValue('x'.repeat(5001));
    expect(field('Message')).toBeInvalid();
    expect(field('Message')).toHaveAccessibleDescription(/This is 1 character too long \(at most 5,000\)\./);

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(field('Message')).toHaveFocus();
    expect(screen.getByText('This is 1 character too long (at most 5,000).')).toBeInTheDocument();
    expect(screen.queryByText('Message Sent', TOAST)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    // Back within the limit, it is sent.
    await user.type(field('Message'), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent', TOAST)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("fills in a signed-in user's name and e-mail where still empty, also when the session arrives later", async () => {
    const user = userEvent.setup();
    function SessionArrivesLater() {
      const [sender, setSender] = useState<ContactSender | null>(null);
      return (
        <>
          <button type="button" onClick={() => setSender({ name: 'Ada Byron', email: 'ada@example.com' })}>
            Sign in
          </button>
          <ContactPage sender={sender} />
        </>
      );
    }
    renderWithRouter([{ path: '/contact', element: <SessionArrivesLater /> }], { initialEntries: ['/contact'] });
    await user.type(field('Name'), 'Ada B.');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(field('Name')).toHaveValue('Ada B.');
    expect(field('E-mail')).toHaveValue('ada@example.com');
  });

  it('starts with the name and e-mail of a signed-in user', () => {
    renderPage({ name: 'Ada Byron', email: 'ada@example.com' });
    expect(field('Name')).toHaveValue('Ada Byron');
    expect(field('E-mail')).toHaveValue('ada@example.com');
  });
});
