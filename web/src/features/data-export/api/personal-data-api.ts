import { api } from '@/lib/api-client';

import type { ExportFile } from '../types';
import { personalDataFile, PERSONAL_DATA_PARTS, type PersonalDataPart } from '../utils/personal-data';

export const personalDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/personal-data/{part} of every service, joined into one JSON file: a mutation, as every click
     * downloads it afresh and nothing is cached. Any part failing fails the whole download (never half a file).
     */
    downloadPersonalData: build.mutation<ExportFile, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const parts: Partial<Record<PersonalDataPart, unknown>> = {};
        for (const part of PERSONAL_DATA_PARTS) {
          const result = await baseQuery(`/personal-data/${part}`);
          if (result.error) return { error: result.error };
          parts[part] = result.data;
        }
        return { data: personalDataFile(parts as Record<PersonalDataPart, unknown>, new Date()) };
      },
    }),
  }),
});

export const { useDownloadPersonalDataMutation } = personalDataApi;
