// @vitest-environment node
import { clientViewer, engineerViewer, makeBid, makeProject } from '../testing/fixtures';
import { bidPanelState, canAcceptBid, canSeeBids, canSeeProjectFiles, messagingPartners, milestoneRole, showsPayments } from './participation';

const otherClient = { ...clientViewer, id: 99 };
const otherEngineer = { ...engineerViewer, id: 98 };
const assigned = makeProject({ status: 'in_progress', assignedEngineerId: 12, assignedEngineer: { id: 12, username: 'ada', firstName: 'Ada', lastName: 'Byron' } });

describe('who may do what on a project', () => {
  it('offers accept only to the client, for a pending bid on a posted project', () => {
    expect(canAcceptBid(makeProject(), makeBid(), clientViewer)).toBe(true);
    expect(canAcceptBid(makeProject(), makeBid(), otherClient)).toBe(false);
    expect(canAcceptBid(makeProject(), makeBid({ status: 'declined' }), clientViewer)).toBe(false);
    expect(canAcceptBid(assigned, makeBid(), clientViewer)).toBe(false);
    expect(canAcceptBid(makeProject(), makeBid(), engineerViewer)).toBe(false);
  });

  it('shows the payments to the client and the assigned engineer once a bid is accepted', () => {
    expect(showsPayments(assigned, clientViewer)).toBe(true);
    expect(showsPayments(assigned, engineerViewer)).toBe(true);
    expect(showsPayments({ ...assigned, status: 'completed' }, clientViewer)).toBe(true);
    expect(showsPayments(assigned, otherClient)).toBe(false);
    expect(showsPayments(assigned, otherEngineer)).toBe(false);
    expect(showsPayments(makeProject(), clientViewer)).toBe(false);
    expect(showsPayments({ ...assigned, status: 'cancelled' }, clientViewer)).toBe(false);
  });

  it("shows the files to the client from the start and to the engineer once assigned; the milestones once a bid is accepted", () => {
    expect(canSeeProjectFiles(makeProject(), clientViewer)).toBe(true);
    expect(canSeeProjectFiles(makeProject(), engineerViewer)).toBe(false);
    expect(canSeeProjectFiles(assigned, engineerViewer)).toBe(true);
    expect(canSeeProjectFiles(assigned, otherEngineer)).toBe(false);
    expect(canSeeProjectFiles(assigned, otherClient)).toBe(false);
    expect(milestoneRole(assigned, clientViewer)).toBe('client');
    expect(milestoneRole(assigned, engineerViewer)).toBe('engineer');
    expect(milestoneRole(assigned, otherEngineer)).toBeNull();
    expect(milestoneRole(makeProject(), clientViewer)).toBeNull();
  });

  it('asks for bids only as the client or an engineer', () => {
    expect(canSeeBids(makeProject(), clientViewer)).toBe(true);
    expect(canSeeBids(makeProject(), engineerViewer)).toBe(true);
    expect(canSeeBids(makeProject(), otherClient)).toBe(false);
    expect(canSeeBids(makeProject(), { ...clientViewer, id: 1, role: 'admin' })).toBe(false);
  });

  it('lets a verified engineer bid once on a posted, unassigned project', () => {
    expect(bidPanelState(makeProject(), engineerViewer, [], true)).toBe('can-bid');
    expect(bidPanelState(makeProject(), engineerViewer, [], false)).toBe('needs-verification');
    expect(bidPanelState(makeProject(), engineerViewer, [makeBid()], true)).toBe('already-bid');
    expect(bidPanelState(assigned, otherEngineer, [], true)).toBe('closed');
    expect(bidPanelState(makeProject({ status: 'cancelled' }), engineerViewer, [], true)).toBe('closed');
    expect(bidPanelState(makeProject(), clientViewer, [], true)).toBe('not-engineer');
  });

  it('finds the messaging partners: the assigned engineer or the client; before assignment, the bidders', () => {
    const names = (partners: { firstName: string }[]) => partners.map((partner) => partner.firstName);
    const secondBid = makeBid({ id: 6, engineerId: 13, engineer: { id: 13, username: 'grace', firstName: 'Grace', lastName: 'Hopper' } });
    expect(messagingPartners(makeProject(), clientViewer, [])).toEqual([]);
    expect(names(messagingPartners(makeProject(), clientViewer, [makeBid(), secondBid]))).toEqual(['Ada', 'Grace']);
    expect(names(messagingPartners(assigned, clientViewer, [makeBid(), secondBid]))).toEqual(['Ada']);
    expect(names(messagingPartners(assigned, engineerViewer, []))).toEqual(['Jane']);
    expect(names(messagingPartners(makeProject(), engineerViewer, [makeBid()]))).toEqual(['Jane']);
    expect(messagingPartners(makeProject(), otherEngineer, [])).toEqual([]);
    expect(messagingPartners(assigned, { ...engineerViewer, id: 13 }, [secondBid])).toEqual([]);
  });
});
