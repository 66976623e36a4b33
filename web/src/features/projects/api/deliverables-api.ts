import { api } from '@/lib/api-client';
import { followPaymentsAfter, milestoneChangeTags, projectFilesTag, projectMilestonesTag } from '@/lib/shared-tags';

import type {
  CutListPreview,
  CutListQuery,
  FileUpload,
  FileVersion,
  Nesting,
  NestingQuery,
  ProjectFiles,
  ProjectMilestones,
  StageDispute,
  StageNote,
  StageRef,
  SubmitDelivery,
} from '../types';
import { sendFile } from './upload-file';

const stageUrl = ({ projectId, stage }: StageRef, action: string) => `/projects/${projectId}/milestones/${stage}/${action}`;

/**
 * The project's files (upload, list, preflight waiver, cut-list preview, a drawing's nesting) and milestones (submit, request changes,
 * approve, dispute). Every milestone action refreshes the stages, the files and billing's payments of the project;
 * a refused one too, since a refusal usually means what the page shows is out of date.
 */
export const deliverablesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectFiles: build.query<ProjectFiles, number>({
      query: (projectId) => `/projects/${projectId}/files`,
      providesTags: (_files, _error, projectId) => [projectFilesTag(projectId)],
    }),

    /** The raw bytes with progress (see sendFile); the same name becomes the file's next version. */
    uploadProjectFile: build.mutation<FileVersion, FileUpload>({
      queryFn: (upload, { signal }) => sendFile(upload, signal),
      // A 403 plan limit may also mean the counts shown are stale.
      invalidatesTags: (_file, _error, { projectId }) => [projectFilesTag(projectId)],
    }),

    /** The client accepts a .dxf whose preflight failed, so the final delivery may hold it. */
    waivePreflight: build.mutation<FileVersion, { projectId: number; fileId: number }>({
      query: ({ projectId, fileId }) => ({ url: `/projects/${projectId}/files/${fileId}/waive-preflight`, method: 'POST' }),
      invalidatesTags: (_file, _error, { projectId }) => [projectFilesTag(projectId), projectMilestonesTag(projectId)],
    }),

    /** A stored version never changes: each sheet size's answer is kept for the session. */
    getCutList: build.query<CutListPreview, CutListQuery>({
      query: ({ projectId, fileId, sheet, kerfMm }) => ({
        url: `/projects/${projectId}/files/${fileId}/cut-list`,
        params: { sheetWidth: sheet.widthMm, sheetLength: sheet.lengthMm, kerf: kerfMm },
      }),
    }),

    /** A DXF version's parts nested on the chosen sheet, with a layout of each sheet; kept like the cut list's. */
    getNesting: build.query<Nesting, NestingQuery>({
      query: ({ projectId, fileId, sheet, kerfMm, grain }) => ({
        url: `/projects/${projectId}/files/${fileId}/nesting`,
        params: { sheetWidth: sheet.widthMm, sheetLength: sheet.lengthMm, kerf: kerfMm, grain: String(grain) },
      }),
    }),

    getMilestones: build.query<ProjectMilestones, number>({
      query: (projectId) => `/projects/${projectId}/milestones`,
      providesTags: (_milestones, _error, projectId) => [projectMilestonesTag(projectId)],
    }),

    submitMilestone: build.mutation<ProjectMilestones, SubmitDelivery>({
      query: ({ fileIds, note, ...stage }) => ({ url: stageUrl(stage, 'submit'), method: 'POST', body: { fileIds, note } }),
      invalidatesTags: (_milestones, _error, { projectId }) => milestoneChangeTags(projectId),
    }),

    requestMilestoneChanges: build.mutation<ProjectMilestones, StageNote>({
      query: ({ note, ...stage }) => ({ url: stageUrl(stage, 'request-changes'), method: 'POST', body: { note } }),
      invalidatesTags: (_milestones, _error, { projectId }) => milestoneChangeTags(projectId),
    }),

    /** The stage's held money goes to the engineer (billing releases it on our event). */
    approveMilestone: build.mutation<ProjectMilestones, StageRef>({
      query: (stage) => ({ url: stageUrl(stage, 'approve'), method: 'POST' }),
      invalidatesTags: (_milestones, _error, { projectId }) => milestoneChangeTags(projectId),
      onQueryStarted: ({ projectId }, { dispatch, queryFulfilled }) => followPaymentsAfter(dispatch, projectId, queryFulfilled),
    }),

    openMilestoneDispute: build.mutation<ProjectMilestones, StageDispute>({
      query: ({ reason, ...stage }) => ({ url: stageUrl(stage, 'dispute'), method: 'POST', body: { reason } }),
      invalidatesTags: (_milestones, _error, { projectId }) => milestoneChangeTags(projectId),
    }),
  }),
});

export const {
  useGetProjectFilesQuery,
  useUploadProjectFileMutation,
  useWaivePreflightMutation,
  useGetCutListQuery,
  useGetNestingQuery,
  useGetMilestonesQuery,
  useSubmitMilestoneMutation,
  useRequestMilestoneChangesMutation,
  useApproveMilestoneMutation,
  useOpenMilestoneDisputeMutation,
} = deliverablesApi;
