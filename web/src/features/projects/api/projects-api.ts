import { api } from '@/lib/api-client';
import { idempotencyHeaders, type Idempotent } from '@/lib/idempotency';
import { pagedListQuery, totalFromHeader } from '@/lib/pagination';
import { realtime } from '@/lib/realtime';
import { milestoneChangeTags } from '@/lib/shared-tags';

import type { AcceptedBid, Bid, MyProject, NewBid, NewProject, Project, ProjectListPage, ProjectListParams } from '../types';

/** Query string of GET /api/projects; empty filters and an empty search are left out. */
export function projectListQuery(params: ProjectListParams): string {
  return pagedListQuery(params, { cabinetType: params.cabinetType, budgetRange: params.budgetRange, materialType: params.materialType });
}

/** 'LIST' is the open-projects browse list, 'MINE' the caller's dashboard list. */
const OPEN_LIST = { type: 'Project', id: 'LIST' } as const;
const MY_LIST = { type: 'Project', id: 'MINE' } as const;
const projectTag = (id: number) => ({ type: 'Project' as const, id });
/** The bids of one project (each bid also has its own tag). */
const projectBidsTag = (projectId: number) => ({ type: 'Bid' as const, id: `project-${projectId}` });

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<ProjectListPage, ProjectListParams>({
      query: (params) => `/projects?${projectListQuery(params)}`,
      transformResponse: (projects: Project[], meta) => ({
        projects,
        total: totalFromHeader(meta?.response?.headers.get('X-Total-Count'), projects.length),
      }),
      providesTags: (page) => [OPEN_LIST, ...(page?.projects.map((project) => projectTag(project.id)) ?? [])],
    }),

    /**
     * A `project_update` frame (bid accepted, completed, cancelled, a milestone submitted or approved) refreshes the
     * project, its bids and the dashboard, and its milestones, files and payments for its participants.
     */
    getProject: build.query<Project, number>({
      query: (id) => `/projects/${id}`,
      providesTags: (_project, _error, id) => [projectTag(id)],
      async onCacheEntryAdded(id, { dispatch, cacheDataLoaded, cacheEntryRemoved }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // removed before the project arrived
        }
        const stop = realtime.subscribe((frame) => {
          if (frame.type === 'project_update' && frame.projectId === id) {
            dispatch(projectsApi.util.invalidateTags([projectTag(id), projectBidsTag(id), MY_LIST, ...milestoneChangeTags(id)]));
          }
        });
        await cacheEntryRemoved;
        stop();
      },
    }),

    getMyProjects: build.query<MyProject[], void>({
      query: () => '/my-projects',
      providesTags: (projects) => [MY_LIST, ...(projects?.map((project) => projectTag(project.id)) ?? [])],
    }),

    /** The project's client gets every bid, an engineer only their own (403 for anyone else). */
    getProjectBids: build.query<Bid[], number>({
      query: (projectId) => `/projects/${projectId}/bids`,
      providesTags: (bids, _error, projectId) => [
        projectBidsTag(projectId),
        ...(bids?.map((bid) => ({ type: 'Bid' as const, id: bid.id })) ?? []),
      ],
    }),

    /** A retry with the same key gets the project the first attempt posted (201, the same id), never a second one. */
    createProject: build.mutation<Project, NewProject & Idempotent>({
      query: ({ idempotencyKey, ...body }) => ({ url: '/projects', method: 'POST', body, headers: idempotencyHeaders(idempotencyKey) }),
      invalidatesTags: [OPEN_LIST, MY_LIST],
    }),

    placeBid: build.mutation<Bid, NewBid>({
      query: (body) => ({ url: '/bids', method: 'POST', body }),
      // The bid count, the engineer's own bids and their dashboard change; a 409 also means the
      // bids shown are out of date, so refresh after failures too.
      invalidatesTags: (_bid, _error, { projectId }) => [projectTag(projectId), projectBidsTag(projectId), MY_LIST],
    }),

    acceptBid: build.mutation<AcceptedBid, { bidId: number; projectId: number }>({
      query: ({ bidId }) => ({ url: `/bids/${bidId}/accept`, method: 'POST' }),
      // The project leaves the open list and goes in progress; the other bids are declined.
      invalidatesTags: (_result, _error, { projectId }) => [projectTag(projectId), projectBidsTag(projectId), OPEN_LIST, MY_LIST],
    }),

    completeProject: build.mutation<Project, number>({
      query: (id) => ({ url: `/projects/${id}/complete`, method: 'POST' }),
      invalidatesTags: (_project, _error, id) => [projectTag(id), MY_LIST],
    }),

    cancelProject: build.mutation<Project, number>({
      query: (id) => ({ url: `/projects/${id}/cancel`, method: 'POST' }),
      invalidatesTags: (_project, _error, id) => [projectTag(id), OPEN_LIST, MY_LIST],
    }),
  }),
});

export const {
  useGetProjectsQuery,
  useGetProjectQuery,
  useGetMyProjectsQuery,
  useGetProjectBidsQuery,
  useCreateProjectMutation,
  usePlaceBidMutation,
  useAcceptBidMutation,
  useCompleteProjectMutation,
  useCancelProjectMutation,
} = projectsApi;
