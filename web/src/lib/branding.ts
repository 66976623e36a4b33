import { api } from './api-client';

/** A member's white-label branding as anyone sees it (issue 29 item 11): both null when none shows. */
export interface Branding {
  companyName: string | null;
  /** The logo's versioned URL (/api/branding/{id}/logo?v=2), or null. */
  logoUrl: string | null;
}

/** GET /api/branding/{userId}; the branding feature's changes invalidate every Branding tag. */
export const brandingTag = (userId: number) => ({ type: 'Branding' as const, id: userId });

export const brandingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/branding/{userId}: shown while the member's plan has white_label (the server decides). */
    getBranding: build.query<Branding, number>({
      query: (userId) => `/branding/${userId}`,
      providesTags: (_result, _error, userId) => [brandingTag(userId)],
    }),
  }),
});

export const { useGetBrandingQuery } = brandingApi;
