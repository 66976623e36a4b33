// @vitest-environment node
import { isDailyMessageLimit, isPlanLimitMessage } from './plan-limits';

const PROJECT_LIMIT = 'Your Starter plan allows 3 active projects at a time. Upgrade at /premium-plans for unlimited projects.';
const MESSAGE_LIMIT = 'Your Starter plan allows 20 messages a day. Upgrade at /premium-plans for unlimited messages.';

describe('plan limit answers', () => {
  it('recognises a plan limit by its wording', () => {
    expect(isPlanLimitMessage(PROJECT_LIMIT)).toBe(true);
    expect(isPlanLimitMessage(MESSAGE_LIMIT)).toBe(true);
    expect(isPlanLimitMessage('Only clients can post projects')).toBe(false);
    expect(isPlanLimitMessage(null)).toBe(false);
  });

  it('recognises the daily message cap only', () => {
    expect(isDailyMessageLimit(MESSAGE_LIMIT)).toBe(true);
    expect(isDailyMessageLimit(PROJECT_LIMIT)).toBe(false);
    expect(isDailyMessageLimit('You are not a participant of this project')).toBe(false);
    expect(isDailyMessageLimit(undefined)).toBe(false);
  });
});
