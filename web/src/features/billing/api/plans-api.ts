import { api } from '@/lib/api-client';

import type { Plan } from '../types';

const PLAN_LIST = { type: 'Plan', id: 'LIST' } as const;

export const plansApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/plans: public, every plan with prices, limits and features, cheapest first. */
    getPlans: build.query<Plan[], void>({
      query: () => '/plans',
      providesTags: (plans) => [PLAN_LIST, ...(plans?.map((plan) => ({ type: 'Plan' as const, id: plan.id })) ?? [])],
    }),
  }),
});

export const { useGetPlansQuery } = plansApi;
