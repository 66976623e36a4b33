import type { Bid, MyProject, Party, Project, Viewer } from '../types';

/** Builders for the projects API's objects in component tests. */

export const clientParty: Party = { id: 7, username: 'jcarver', firstName: 'Jane', lastName: 'Carver' };
export const engineerParty: Party = { id: 12, username: 'ada', firstName: 'Ada', lastName: 'Byron', isVerified: true };

export const clientViewer: Viewer = { id: 7, username: 'jcarver', firstName: 'Jane', lastName: 'Carver', role: 'client' };
export const engineerViewer: Viewer = { id: 12, username: 'ada', firstName: 'Ada', lastName: 'Byron', role: 'engineer' };

export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 42,
    title: 'Shaker kitchen with island',
    description: 'Twenty-four frameless cabinets, CNC files for a nested-based router.',
    cabinetType: 'Kitchen Cabinets',
    budgetRange: '$2,500 - $5,000',
    timeline: '2-4 weeks',
    materialType: 'Plywood',
    deliverables: ['CNC Files (DXF)', 'Cut Lists'],
    status: 'posted',
    clientId: clientParty.id,
    assignedEngineerId: null,
    finalAmount: null,
    createdAt: '2025-03-04T10:00:00Z',
    updatedAt: '2025-03-04T10:00:00Z',
    completedAt: null,
    client: clientParty,
    assignedEngineer: null,
    bidCount: 0,
    ...overrides,
  };
}

export function makeBid(overrides: Partial<Bid> = {}): Bid {
  return {
    id: 5,
    projectId: 42,
    engineerId: engineerParty.id,
    engineer: engineerParty,
    amount: '3200.00',
    proposal: 'Cabinet Vision model, cut lists and DXF nests.',
    timeline: '3 weeks',
    status: 'pending',
    createdAt: '2025-03-05T10:00:00Z',
    ...overrides,
  };
}

export function makeMyProject(overrides: Partial<MyProject> = {}): MyProject {
  return { ...makeProject(), bids: [], ...overrides };
}
