import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetToasts } from '@/components/ui/toast/toast-store';
import { clientParty, engineerParty, makeBid, makeMyProject } from '@/features/projects/testing/fixtures';
import { realtime } from '@/lib/realtime';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { jsonResponse, renderWithRouter, stubApi } from '@/testing/test-utils';

import { ConversationsRoute } from './conversations';

const user = (role: 'client' | 'engineer') => ({
  ...(role === 'client' ? clientParty : engineerParty),
  email: 'someone@example.com',
  role,
  phone: null,
  location: null,
  profileImage: null,
  createdAt: '2025-01-01T00:00:00Z',
});

const grace = { id: 13, username: 'grace', firstName: 'Grace', lastName: 'Hopper', isVerified: true };

function renderConversations() {
  return renderWithRouter(
    [
      { path: '/conversations', element: <ConversationsRoute /> },
      { path: '/project/:id', element: <p>project page</p> },
    ],
    { initialEntries: ['/conversations'] },
  );
}

describe('/conversations', () => {
  beforeEach(() => FakeWebSocket.install());
  afterEach(() => {
    act(() => realtime.disconnect());
    vi.unstubAllGlobals();
    resetToasts();
  });

  it('lists one conversation per project with a partner, searches them and opens the chosen chat', async () => {
    stubApi({
      'GET /api/user': () => jsonResponse(200, user('client')),
      'GET /api/my-projects': () =>
        jsonResponse(200, [
          makeMyProject({ id: 1, title: 'Office wall unit', status: 'in_progress', assignedEngineerId: 12, assignedEngineer: engineerParty, bids: [makeBid({ projectId: 1, status: 'accepted' })] }),
          makeMyProject({ id: 2, title: 'Bathroom vanity', bids: [makeBid({ projectId: 2 }), makeBid({ id: 6, projectId: 2, engineerId: 13, engineer: grace })] }),
          makeMyProject({ id: 3, title: 'Nobody bid yet' }),
        ]),
      'GET /api/projects/1/messages': () =>
        jsonResponse(200, [
          { id: 1, projectId: 1, senderId: 12, receiverId: 7, content: 'Drawings are ready', createdAt: '2025-03-04T10:00:00Z', sender: { id: 12, firstName: 'Ada', lastName: 'Byron' } },
        ]),
      'GET /api/projects/2/messages': () => jsonResponse(200, []),
    });
    renderConversations();

    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getAllByRole('button').map((item) => item.textContent)).toEqual(['Office wall unitAda Byron', 'Bathroom vanity2 bidders']);
    const chat = await screen.findByRole('region', { name: 'Chat with Ada Byron' });
    expect(chat).toHaveStyle({ height: '600px' });
    expect(await within(chat).findByText('Drawings are ready')).toBeInTheDocument();
    expect(within(chat).getByText('Offline')).toBeInTheDocument();
    expect(within(chat).getByRole('link', { name: 'View Project' })).toHaveAttribute('href', '/project/1');

    act(() => {
      realtime.connect(7);
      FakeWebSocket.latest().open();
    });
    expect(await within(chat).findByText('Online')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'hopper');
    expect(within(list).getAllByRole('button').map((item) => item.textContent)).toEqual(['Bathroom vanity2 bidders']);
    expect(await screen.findByLabelText('Conversation with')).toHaveValue('12');
    expect(screen.getByRole('link', { name: 'View Project' })).toHaveAttribute('href', '/project/2');

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search conversations' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'garage');
    expect(screen.getByText(/No conversations match/)).toHaveTextContent('No conversations match “garage”.');
  });

  it('offers a client without conversations to post a project or find engineers', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(200, user('client')), 'GET /api/my-projects': () => jsonResponse(200, []) });
    renderConversations();
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a Project' })).toHaveAttribute('href', '/post-project');
    expect(screen.getByRole('link', { name: 'Find Engineers' })).toHaveAttribute('href', '/engineers');
    expect(screen.queryByRole('link', { name: 'Find Work' })).not.toBeInTheDocument();
  });

  it('offers an engineer without conversations Find Work, not Find Engineers', async () => {
    stubApi({ 'GET /api/user': () => jsonResponse(200, user('engineer')), 'GET /api/my-projects': () => jsonResponse(200, []) });
    renderConversations();
    expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Work' })).toHaveAttribute('href', '/projects');
    expect(screen.queryByRole('link', { name: 'Find Engineers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Post a Project' })).not.toBeInTheDocument();
    expect(screen.getByText('Once you bid on a project, your conversation with its client appears here.')).toBeInTheDocument();
  });
});
