import { api } from '@/lib/api-client';

import type { OwnBranding } from '../types';

// Any change shows on every page that reads someone's branding (GET /api/branding/{userId}): all Branding tags.
const BRANDING = ['Branding'] as const;

export const brandingEditorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/branding: the caller's own branding. */
    getOwnBranding: build.query<OwnBranding, void>({
      query: () => '/branding',
      providesTags: [{ type: 'Branding', id: 'MINE' }],
    }),
    /** PUT /api/branding: the company name (null removes it). */
    setCompanyName: build.mutation<OwnBranding, string | null>({
      query: (companyName) => ({ url: '/branding', method: 'PUT', body: { companyName } }),
      invalidatesTags: [...BRANDING],
    }),
    /** PUT /api/branding/logo: the image itself as the body, with its type. */
    uploadLogo: build.mutation<OwnBranding, File>({
      query: (file) => ({ url: '/branding/logo', method: 'PUT', body: file, headers: { 'Content-Type': file.type } }),
      invalidatesTags: [...BRANDING],
    }),
    /** DELETE /api/branding/logo. */
    removeLogo: build.mutation<OwnBranding, void>({
      query: () => ({ url: '/branding/logo', method: 'DELETE' }),
      invalidatesTags: [...BRANDING],
    }),
  }),
});

export const { useGetOwnBrandingQuery, useSetCompanyNameMutation, useUploadLogoMutation, useRemoveLogoMutation } =
  brandingEditorApi;
