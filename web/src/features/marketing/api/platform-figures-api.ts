import { api } from '@/lib/api-client';

import type { PlatformFigures } from '../types/platform-figures';

export const platformFiguresApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public; analytics recomputes the figures at most every few minutes. */
    getPlatformFigures: build.query<PlatformFigures, void>({
      query: () => '/platform-figures',
    }),
  }),
});

export const { useGetPlatformFiguresQuery } = platformFiguresApi;
