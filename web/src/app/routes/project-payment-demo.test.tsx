import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { renderWithRouter, stubApi } from '@/testing/test-utils';

import { ProjectPaymentDemoRoute } from './project-payment-demo';

function renderDemo() {
  return renderWithRouter([{ path: '/project-payment-demo', element: <ProjectPaymentDemoRoute /> }], {
    initialEntries: ['/project-payment-demo'],
  });
}

describe('/project-payment-demo route', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    act(() => resetToasts());
  });

  it('shows the demo project in five tabs with the link to the real milestones', async () => {
    const user = userEvent.setup();
    renderDemo();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Project Payment Demo' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Payments', 'Revisions', 'Files', 'Messages']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Milestone 1 of 3');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('$2,500');
    expect(screen.getByRole('link', { name: /Try it on a real project/ })).toHaveAttribute('href', '/dashboard');

    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    const stages = screen.getByRole('list', { name: 'Payment stages' });
    expect(within(stages).getByRole('listitem', { name: 'Down payment' })).toHaveTextContent('$1,250Paid');
    expect(within(stages).getByRole('listitem', { name: 'Design approval' })).toHaveTextContent('$750In Progress');
    expect(within(stages).getByRole('listitem', { name: 'Final delivery' })).toHaveTextContent('$500Pending');
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/subscribe');
  });

  it('counts revisions from 1 up to 3, then reads Maximum Revisions Reached, without calling the server', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubApi({});
    renderDemo();
    await user.click(screen.getByRole('tab', { name: 'Revisions' }));
    expect(screen.getByText('Revision 1 of 3')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/What should change\?/), 'Pull-out pantry shelves');
    await user.click(screen.getByRole('button', { name: 'Request Revision' }));
    expect(screen.getByText('Revision 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Revision history' })).toHaveTextContent('Revision 2: Pull-out pantry shelves');

    await user.click(screen.getByRole('button', { name: 'Request Revision' }));
    expect(screen.getByText('Revision 3 of 3')).toBeInTheDocument();
    const maxed = screen.getByRole('button', { name: 'Maximum Revisions Reached' });
    expect(maxed).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Request Revision' })).not.toBeInTheDocument();
    await user.click(maxed);
    expect(screen.getByText('Revision 3 of 3')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Revision history' })).getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Revisions used3 of 3');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds demo files and messages on the page only', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubApi({});
    renderDemo();
    await user.click(screen.getByRole('tab', { name: 'Files' }));
    const files = screen.getByRole('list', { name: 'Project files' });
    expect(files).toHaveTextContent('kitchen-requirements.pdf');
    expect(within(files).getAllByText('Requirements')).toHaveLength(2);
    await user.upload(screen.getByLabelText('File'), new File(['x'], 'island.dxf'));
    expect(files).toHaveTextContent('island.dxf');
    expect(files).toHaveTextContent('DXF Drawing');

    await user.click(screen.getByRole('tab', { name: 'Messages' }));
    await user.type(screen.getByLabelText('Your message'), 'Can we add crown moulding?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('list', { name: 'Conversation' })).toHaveTextContent('Can we add crown moulding?');
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
