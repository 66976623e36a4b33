import { clientViewer, engineerViewer, makeBid, makeProject } from '../testing/fixtures';
import { bidPanelState, canAcceptBid, canSeeBids, messagingPartner } from './participation';

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

  it('finds the messaging partner: the assigned engineer, or the client for an engineer involved', () => {
    expect(messagingPartner(makeProject(), clientViewer, [])).toBeNull();
    expect(messagingPartner(assigned, clientViewer, [])?.firstName).toBe('Ada');
    expect(messagingPartner(assigned, engineerViewer, [])?.firstName).toBe('Jane');
    expect(messagingPartner(makeProject(), engineerViewer, [makeBid()])?.firstName).toBe('Jane');
    expect(messagingPartner(makeProject(), otherEngineer, [])).toBeNull();
  });
});
