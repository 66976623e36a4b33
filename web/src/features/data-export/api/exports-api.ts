import { api } from '@/lib/api-client';

import type { ExportFile, ExportKind } from '../types';
import { exportFilename } from '../utils/filename';

/**
 * A 200 becomes an object URL of the CSV and its filename; any other answer is read as the usual JSON error body
 * (a 403 plan_required when the plan ended meanwhile), or its text when it is not JSON.
 */
async function readExport(response: Response, kind: ExportKind): Promise<ExportFile | unknown> {
  if (response.ok) {
    const blob = await response.blob();
    return { url: URL.createObjectURL(blob), filename: exportFilename(response.headers.get('Content-Disposition'), kind) };
  }
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const exportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/exports/{kind}.csv: a mutation, as every click downloads the file afresh and nothing is cached. */
    downloadExport: build.mutation<ExportFile, ExportKind>({
      query: (kind) => ({
        url: `/exports/${kind}.csv`,
        responseHandler: (response) => readExport(response, kind),
      }),
    }),
  }),
});

export const { useDownloadExportMutation } = exportsApi;
