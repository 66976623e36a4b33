import { api } from '@/lib/api-client';
import { idempotencyHeaders, type Idempotent } from '@/lib/idempotency';
import { pagedListQuery, totalFromHeader } from '@/lib/pagination';
import { myProjectsTag, openProjectsTag, projectBidsTag, projectTag } from '@/lib/shared-tags';

import type { AcceptedBid, Bid, Invitation, MyProject, NewBid, NewProject, Project, ProjectListPage, ProjectListParams, ReceivedInvitation } from '../types';

/** Query string of GET /api/projects; empty filters and an empty search are left out. */
export function projectListQuery(params: ProjectListParams): string {
  return pagedListQuery(params, { cabinetType: params.cabinetType, budgetRange: params.budgetRange, materialType: params.materialType });
}

/** 'LIST' is the open-projects browse list, 'MINE' the caller's dashboard list. */
const OPEN_LIST = openProjectsTag;
const MY_LIST = myProjectsTag;

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

    /** Kept live by `project_update` frames (lib/realtime/live-cache.ts), like every shared screen. */
    getProject: build.query<Project, number>({
      query: (id) => `/projects/${id}`,
      providesTags: (_project, _error, id) => [projectTag(id)],
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

    /** A client invites a verified engineer to bid (201 new, 200 when invited already; issue 29 item 7). */
    inviteEngineer: build.mutation<Invitation, { projectId: number; engineerId: number }>({
      query: ({ projectId, engineerId }) => ({ url: `/projects/${projectId}/invitations`, method: 'POST', body: { engineerId } }),
    }),

    /** The signed-in engineer's invitations to projects still open, newest first. */
    getMyInvitations: build.query<ReceivedInvitation[], void>({
      query: () => '/my-invitations',
      providesTags: [{ type: 'Invitation', id: 'LIST' }],
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
  useInviteEngineerMutation,
  useGetMyInvitationsQuery,
} = projectsApi;
