import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';

import { makeStore } from '@/app/store';
import { api } from '@/lib/api-client';
import {
  adminStatsTag,
  disputesTag,
  myProjectsTag,
  pendingEngineersTag,
  projectBidsTag,
  projectFilesTag,
  projectMilestonesTag,
  projectPaymentsTag,
  projectTag,
  mySupportTag,
  supportMessagesTag,
  supportQueueTag,
} from '@/lib/shared-tags';
import { FakeWebSocket } from '@/testing/fake-web-socket';
import { stubApi } from '@/testing/test-utils';

import { frameTags, useLiveCache } from './live-cache';
import { realtime } from './realtime-client';

/** A stand-in for every screen the frames keep live, each cached under the tag its feature gives it. */
const liveApi = api.injectEndpoints({
  endpoints: (build) => ({
    project: build.query<unknown, number>({ query: (id) => `/projects/${id}`, providesTags: (_r, _e, id) => [projectTag(id)] }),
    myProjects: build.query<unknown, void>({ query: () => '/my-projects', providesTags: [myProjectsTag] }),
    bids: build.query<unknown, number>({ query: (id) => `/projects/${id}/bids`, providesTags: (_r, _e, id) => [projectBidsTag(id)] }),
    files: build.query<unknown, number>({ query: (id) => `/projects/${id}/files`, providesTags: (_r, _e, id) => [projectFilesTag(id)] }),
    milestones: build.query<unknown, number>({ query: (id) => `/projects/${id}/milestones`, providesTags: (_r, _e, id) => [projectMilestonesTag(id)] }),
    payments: build.query<unknown, number>({ query: (id) => `/project-payments/${id}`, providesTags: (_r, _e, id) => [projectPaymentsTag(id)] }),
    reviews: build.query<unknown, number>({ query: (id) => `/engineers/${id}/reviews`, providesTags: (_r, _e, id) => [{ type: 'Review', id }] }),
    pending: build.query<unknown, void>({ query: () => '/admin/pending-engineers', providesTags: [pendingEngineersTag] }),
    disputes: build.query<unknown, void>({ query: () => '/admin/disputes', providesTags: [disputesTag] }),
    stats: build.query<unknown, void>({ query: () => '/admin/stats', providesTags: [adminStatsTag] }),
  }),
});

const PROJECT_URLS = ['/projects/42', '/my-projects', '/projects/42/bids', '/projects/42/files', '/projects/42/milestones', '/project-payments/42', '/projects/7/bids'];
const OTHER_URLS = ['/engineers/12/reviews', '/admin/pending-engineers', '/admin/disputes', '/admin/stats'];

function Screens() {
  useLiveCache();
  liveApi.useProjectQuery(42);
  liveApi.useMyProjectsQuery();
  liveApi.useBidsQuery(42);
  liveApi.useBidsQuery(7);
  liveApi.useFilesQuery(42);
  liveApi.useMilestonesQuery(42);
  liveApi.usePaymentsQuery(42);
  liveApi.useReviewsQuery(12);
  liveApi.usePendingQuery();
  liveApi.useDisputesQuery();
  liveApi.useStatsQuery();
  return null;
}

/** Renders every screen, waits for their first answers and returns how often each address was asked for since. */
async function renderScreens() {
  const { calls } = stubApi({});
  const counted = () => calls.map((request) => new URL(request.url).pathname.replace(/^\/api/, ''));
  const fetched = (url: string) => counted().filter((path) => path === url).length;
  render(
    <Provider store={makeStore()}>
      <Screens />
    </Provider>,
  );
  const all = [...PROJECT_URLS, ...OTHER_URLS];
  await waitFor(() => expect(all.map(fetched)).toEqual(all.map(() => 1)));
  const before = counted().length;
  /** The addresses asked for again after the first answers, each once, sorted. */
  const refetched = async (expected: string[]) => {
    await waitFor(() => expect(counted().slice(before).sort()).toEqual([...expected].sort()));
    // And nothing else follows.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted().slice(before).sort()).toEqual([...expected].sort());
  };
  return { refetched };
}

describe('live cache', () => {
  // Every call answers 404 (stubApi): a failed query keeps its tags, so it is asked for again like a loaded one.
  beforeEach(() => FakeWebSocket.install());
  afterEach(() => {
    act(() => realtime.disconnect());
    vi.unstubAllGlobals();
  });

  function connect() {
    act(() => {
      realtime.connect(7);
      FakeWebSocket.latest().open();
    });
  }

  it("refetches a project's bids and its bid count (the project, the dashboard) on changed ['bids'], nothing else", async () => {
    connect();
    const { refetched } = await renderScreens();
    act(() => FakeWebSocket.latest().receive({ type: 'project_update', projectId: 42, changed: ['bids'] }));
    await refetched(['/projects/42/bids', '/projects/42', '/my-projects']);
  });

  it('refetches what each change names', async () => {
    connect();
    const { refetched } = await renderScreens();
    act(() => FakeWebSocket.latest().receive({ type: 'project_update', projectId: 42, changed: ['milestones', 'payments'] }));
    await refetched(['/projects/42/milestones', '/project-payments/42']);
  });

  it('refetches everything about the project when the frame does not say what changed (an older server)', async () => {
    connect();
    const { refetched } = await renderScreens();
    act(() => FakeWebSocket.latest().receive({ type: 'project_update', projectId: 42, message: 'Your bid was accepted.' }));
    await refetched([...PROJECT_URLS.filter((url) => url !== '/projects/7/bids'), '/admin/disputes', '/engineers/12/reviews']);
  });

  it("refetches an admin's pending applications and the counts on admin_update ['applications']", async () => {
    connect();
    const { refetched } = await renderScreens();
    act(() => FakeWebSocket.latest().receive({ type: 'admin_update', changed: ['applications'] }));
    await refetched(['/admin/pending-engineers', '/admin/stats']);
  });

  it('refetches every live screen when the socket reconnects, not when it first opens', async () => {
    const { refetched } = await renderScreens();
    connect();
    await refetched([]);
    act(() => FakeWebSocket.latest().drop());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1600)); // the first reconnect waits 0.5 to 1 s
    });
    act(() => FakeWebSocket.latest().open());
    await refetched([...PROJECT_URLS, ...OTHER_URLS]);
  });
});

describe('frameTags', () => {
  it('names nothing for chat frames and the notification pages for a notification', () => {
    expect(frameTags({ type: 'authenticated', userId: 7 })).toEqual([]);
    expect(frameTags({ type: 'notification', message: 'Hi' })).toEqual([{ type: 'Notification', id: 'PAGES' }]);
    const revoked = { id: 1, type: 'account', title: 'Verification Withdrawn', message: 'Why', kind: 'verification_revoked', link: '/dashboard', isRead: false, createdAt: '2026-11-28T10:00:00Z' };
    expect(frameTags({ type: 'notification', message: 'Why', notification: revoked as never })).toEqual([
      { type: 'Notification', id: 'PAGES' },
      { type: 'Engineer', id: 'ME' },
    ]);
    expect(frameTags({ type: 'project_update', projectId: 3, changed: ['files'] })).toEqual([projectFilesTag(3)]);
  });

  it("refreshes a support conversation, the queue and the member's own chat for a support frame", () => {
    const message = { id: 5, conversationId: 9, author: 'member' as const, senderId: 3, senderName: 'Ann', content: 'Hi', createdAt: '2026-11-28T10:00:00.000Z' };
    expect(frameTags({ type: 'support_message', message })).toEqual([supportMessagesTag(9), supportQueueTag, mySupportTag]);
    expect(frameTags({ type: 'admin_update', changed: ['support'] })).toEqual([supportQueueTag]);
  });
});
