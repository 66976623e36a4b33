import { makeStore } from '@/app/store';
import { jsonResponse, stubApi } from '@/testing/test-utils';

import type { ChatMessage } from '../types';
import { messagesApi } from './messages-api';

const message = (id: number): ChatMessage => ({
  id,
  projectId: 42,
  senderId: 7,
  receiverId: 12,
  content: `Message ${id}`,
  createdAt: '2025-03-04T10:00:00Z',
  sender: { id: 7, firstName: 'Jane', lastName: 'Carver' },
});

describe('getProjectMessages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('pages through the whole history, then asks again from a little before the last message held', async () => {
    let newest = 201;
    const { calls } = stubApi({
      'GET /api/projects/42/messages': (request) => {
        const after = Number(new URL(request.url).searchParams.get('after') ?? 0);
        const ids = Array.from({ length: Math.max(0, Math.min(200, newest - after)) }, (_, index) => after + index + 1);
        return jsonResponse(200, ids.map(message));
      },
    });
    const store = makeStore();

    const first = await store.dispatch(messagesApi.endpoints.getProjectMessages.initiate(42));
    expect(first.data?.map((item) => item.id)).toEqual(Array.from({ length: 201 }, (_, index) => index + 1));
    expect(calls.map((request) => new URL(request.url).search)).toEqual(['?limit=200', '?limit=200&after=200']);

    newest = 203;
    const again = await store.dispatch(messagesApi.endpoints.getProjectMessages.initiate(42, { forceRefetch: true }));
    expect(again.data).toHaveLength(203);
    expect(again.data?.slice(-3).map((item) => item.id)).toEqual([201, 202, 203]);
    expect(new URL(calls[2].url).search).toBe('?limit=200&after=181'); // 20 messages of overlap
  });

  it('catches up on a message stored late with an id below the last one held', async () => {
    let stored = [1, 2, 3, 5];
    stubApi({
      'GET /api/projects/42/messages': (request) => {
        const after = Number(new URL(request.url).searchParams.get('after') ?? 0);
        return jsonResponse(200, stored.filter((id) => id > after).map(message));
      },
    });
    const store = makeStore();
    await store.dispatch(messagesApi.endpoints.getProjectMessages.initiate(42));

    stored = [1, 2, 3, 4, 5, 6]; // 4 was committed after 5 had been seen
    const again = await store.dispatch(messagesApi.endpoints.getProjectMessages.initiate(42, { forceRefetch: true }));
    expect(again.data?.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
