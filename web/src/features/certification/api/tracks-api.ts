import { api } from '@/lib/api-client';
import type { CertificationTrack } from '@/lib/certification-tracks';
import { myEngineerProfileTag } from '@/lib/shared-tags';

import type { TrackCertificate, TrackResult, TrackTest } from '../types';

const TRACKS = { type: 'Certification', id: 'TRACKS' } as const;
const trackTag = (track: string) => ({ type: 'Certification' as const, id: `track-${track}` });
const certificateTag = (id: string) => ({ type: 'Certification' as const, id: `certificate-${id}` });

export const tracksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public; with a signed-in engineer's session each track carries `mine`. */
    getTracks: build.query<CertificationTrack[], void>({
      query: () => '/certification/tracks',
      providesTags: [TRACKS],
    }),

    getTrack: build.query<CertificationTrack, string>({
      query: (track) => `/certification/tracks/${encodeURIComponent(track)}`,
      providesTags: (_track, _error, track) => [trackTag(track), TRACKS],
    }),

    /** 201 a new attempt, 200 the one in progress; 409 with a code when none may start. */
    startTrackAttempt: build.mutation<TrackTest, string>({
      query: (track) => ({ url: `/certification/tracks/${encodeURIComponent(track)}/attempts`, method: 'POST' }),
      invalidatesTags: (_test, _error, track) => [trackTag(track), TRACKS],
    }),

    submitTrackAttempt: build.mutation<TrackResult, { track: string; attemptId: number; answers: number[] }>({
      query: ({ track, attemptId, answers }) => ({
        url: `/certification/tracks/${encodeURIComponent(track)}/attempts/${attemptId}/submit`,
        method: 'POST',
        body: { answers },
      }),
      // A pass adds a badge to the engineer's profile and directory card; time_up also ends the attempt.
      invalidatesTags: (_result, _error, { track }) => [trackTag(track), TRACKS, myEngineerProfileTag, { type: 'Engineer', id: 'LIST' }],
    }),

    /** Public: anyone may check a certificate by its id. */
    getCertificate: build.query<TrackCertificate, string>({
      query: (id) => `/certificates/${encodeURIComponent(id)}`,
      providesTags: (_certificate, _error, id) => [certificateTag(id)],
    }),
  }),
});

export const { useGetTracksQuery, useGetTrackQuery, useStartTrackAttemptMutation, useSubmitTrackAttemptMutation, useGetCertificateQuery } = tracksApi;

