import { api } from './api-client';

/** GET /api/support/status: whether the support desk is staffed now (Mon-Fri 8-18, Sat 9-14 Pacific). */
export interface SupportStatus {
  staffed: boolean;
  /** When the desk opens next (ISO-8601); null while staffed. */
  nextOpenAt: string | null;
  /** Outside staffed hours the answer comes by e-mail. */
  replyByEmail: boolean;
  hours: string;
}

/** Shared by the contact page (whether live chat answers in minutes now) and the support chat itself. */
export const supportStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSupportStatus: build.query<SupportStatus, void>({
      query: () => '/support/status',
      providesTags: ['SupportStatus'],
      // Staffed hours change on the hour: a page left open learns of it within minutes.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetSupportStatusQuery } = supportStatusApi;

/** "Mon, 9:00 AM" in the viewer's own time zone. */
export function formatOpening(iso: string, locale?: string): string {
  return new Date(iso).toLocaleString(locale, { weekday: 'short', hour: 'numeric', minute: '2-digit' });
}
