import { api } from '@/lib/api-client';
import { pagedListQuery, totalFromHeader } from '@/lib/pagination';
import { myEngineerProfileTag } from '@/lib/shared-tags';

import type {
  EngineerListPage,
  EngineerListParams,
  EngineerProfile,
  ProfileUpdate,
  Review,
  UploadedImage,
} from '../types';

/** Query string of GET /api/engineers; 'all' filters, an empty search and empty advanced filters are left out. */
export function engineerListQuery(params: EngineerListParams): string {
  const advanced = params.advanced;
  return pagedListQuery(params, {
    software: params.software === 'all' ? null : params.software,
    location: params.location === 'all' ? null : params.location,
    minRating: advanced?.minRating.trim() || null,
    minRate: advanced?.minRate.trim() || null,
    maxRate: advanced?.maxRate.trim() || null,
    minCompletedProjects: advanced?.minCompletedProjects.trim() || null,
    availability: advanced?.availability || null,
    maxResponseTime: advanced?.maxResponseTime || null,
    verifiedOnly: advanced?.verifiedOnly ? 'true' : null,
    sort: advanced?.sort || null,
    reviewedOnly: params.reviewedOnly ? 'true' : null,
    certification: params.certification && params.certification !== 'all' ? params.certification : null,
  });
}

export const engineersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEngineers: build.query<EngineerListPage, EngineerListParams>({
      query: (params) => `/engineers?${engineerListQuery(params)}`,
      transformResponse: (engineers: EngineerProfile[], meta) => ({
        engineers,
        total: totalFromHeader(meta?.response?.headers.get('X-Total-Count'), engineers.length),
      }),
      providesTags: (page) => [
        { type: 'Engineer', id: 'LIST' },
        ...(page?.engineers.map((engineer) => ({ type: 'Engineer' as const, id: engineer.userId })) ?? []),
      ],
    }),

    getEngineerProfile: build.query<EngineerProfile, number>({
      query: (userId) => `/engineer-profile/${userId}`,
      providesTags: (_profile, _error, userId) => [{ type: 'Engineer', id: userId }],
    }),

    /** The signed-in engineer's own profile (403 for other roles). */
    getMyEngineerProfile: build.query<EngineerProfile, void>({
      query: () => '/engineer-profile',
      providesTags: (profile) => [myEngineerProfileTag, ...(profile ? [{ type: 'Engineer' as const, id: profile.userId }] : [])],
    }),

    updateEngineerProfile: build.mutation<EngineerProfile, { userId: number; changes: ProfileUpdate }>({
      query: ({ userId, changes }) => ({ url: `/engineer-profile/${userId}`, method: 'PATCH', body: changes }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: profile } = await queryFulfilled;
          // The editor returns to view mode showing exactly what the server stored.
          dispatch(engineersApi.util.upsertQueryData('getMyEngineerProfile', undefined, profile));
        } catch {
          // The editor shows the failure.
        }
      },
      invalidatesTags: (_result, _error, { userId }) => [
        { type: 'Engineer', id: userId },
        { type: 'Engineer', id: 'LIST' },
      ],
    }),

    getEngineerReviews: build.query<Review[], number>({
      query: (userId) => `/engineers/${userId}/reviews`,
      providesTags: (_reviews, _error, userId) => [{ type: 'Review', id: userId }],
    }),

    /** POST /api/upload-image, multipart field `file`. */
    uploadImage: build.mutation<UploadedImage, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/upload-image', method: 'POST', body };
      },
    }),

    /** Sets the account's avatar; the navbar reads it from the refreshed session user. */
    updateProfileImage: build.mutation<unknown, { profileImage: string }>({
      query: (body) => ({ url: '/user/profile', method: 'PUT', body }),
      invalidatesTags: [
        { type: 'User', id: 'CURRENT' },
        myEngineerProfileTag,
        { type: 'Engineer', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetEngineersQuery,
  useGetEngineerProfileQuery,
  useGetMyEngineerProfileQuery,
  useUpdateEngineerProfileMutation,
  useGetEngineerReviewsQuery,
  useUploadImageMutation,
  useUpdateProfileImageMutation,
} = engineersApi;
