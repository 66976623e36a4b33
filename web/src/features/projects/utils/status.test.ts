// @vitest-environment node
import { statusDisplay } from './status';

describe('statusDisplay', () => {
  it('maps posted, in progress and completed to 25, 75 and 100 %', () => {
    expect(statusDisplay('posted')).toEqual({ label: 'Posted', progress: 25, tone: 'blue' });
    expect(statusDisplay('in_progress')).toEqual({ label: 'In Progress', progress: 75, tone: 'amber' });
    expect(statusDisplay('completed')).toEqual({ label: 'Completed', progress: 100, tone: 'green' });
  });

  it('shows cancelled gray and an unknown status gray without a name', () => {
    expect(statusDisplay('cancelled')).toEqual({ label: 'Cancelled', progress: null, tone: 'slate' });
    expect(statusDisplay('on_hold')).toEqual({ label: null, progress: null, tone: 'slate' });
    expect(statusDisplay('toString')).toEqual({ label: null, progress: null, tone: 'slate' });
  });
});
