import { api } from '@/lib/api-client';

import type { AttemptResult, CertificationAttempt, CertificationTest } from '../types';

export const certificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Starts (or resumes) an attempt. A mutation, not a cached query: the questions are requested
     * only when the test starts (spec section 7) and each start must reach the server.
     */
    startTest: build.mutation<CertificationTest, void>({
      query: () => ({ url: '/certification/questions', method: 'GET' }),
    }),

    getAttempts: build.query<CertificationAttempt[], void>({
      query: () => '/certification/attempts',
      providesTags: [{ type: 'Certification', id: 'ATTEMPTS' }],
    }),

    submitAttempt: build.mutation<AttemptResult, { answers: number[] }>({
      query: (body) => ({ url: '/certification/attempt', method: 'POST', body }),
      // The profile's certification status, score and verified badge change with the result.
      invalidatesTags: [
        { type: 'Certification', id: 'ATTEMPTS' },
        { type: 'Engineer', id: 'ME' },
        { type: 'Engineer', id: 'LIST' },
      ],
    }),
  }),
});

export const { useStartTestMutation, useGetAttemptsQuery, useSubmitAttemptMutation } = certificationApi;
