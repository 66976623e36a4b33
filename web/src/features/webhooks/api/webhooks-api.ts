import { api } from '@/lib/api-client';

import type { CreatedWebhook, WebhookDeliveryPage, WebhookEndpoint } from '../types';

const webhooksBase = api.enhanceEndpoints({ addTagTypes: ['Webhook', 'WebhookDelivery'] });

/** The member's outgoing webhooks (messaging: /api/webhooks, custom integrations). */
export const webhooksApi = webhooksBase.injectEndpoints({
  endpoints: (build) => ({
    getWebhooks: build.query<WebhookEndpoint[], void>({
      query: () => '/webhooks',
      transformResponse: (body: { endpoints: WebhookEndpoint[] }) => body.endpoints,
      providesTags: (endpoints) => [
        { type: 'Webhook' as const, id: 'LIST' },
        ...(endpoints ?? []).map(({ id }) => ({ type: 'Webhook' as const, id })),
      ],
    }),
    createWebhook: build.mutation<CreatedWebhook, { url: string }>({
      query: (body) => ({ url: '/webhooks', method: 'POST', body }),
      invalidatesTags: [{ type: 'Webhook', id: 'LIST' }],
    }),
    deleteWebhook: build.mutation<void, number>({
      query: (id) => ({ url: `/webhooks/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Webhook', id: 'LIST' },
        { type: 'WebhookDelivery', id },
      ],
    }),
    sendWebhookTest: build.mutation<{ deliveryId: number }, number>({
      query: (id) => ({ url: `/webhooks/${id}/test`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'WebhookDelivery', id }],
    }),
    getWebhookDeliveries: build.query<WebhookDeliveryPage, { id: number; page: number }>({
      query: ({ id, page }) => ({ url: `/webhooks/${id}/deliveries`, params: { page, pageSize: 10 } }),
      providesTags: (_result, _error, { id }) => [{ type: 'WebhookDelivery', id }],
    }),
  }),
});

export const {
  useGetWebhooksQuery,
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useSendWebhookTestMutation,
  useGetWebhookDeliveriesQuery,
} = webhooksApi;
