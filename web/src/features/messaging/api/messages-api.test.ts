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

  it('pages through the whole history, then asks only for what came after the last message held', async () => {
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
    expect(new URL(calls[2].url).search).toBe('?limit=200&after=201');
  });
});
