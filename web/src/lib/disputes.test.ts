// @vitest-environment node
import { disputeOutcomeLabel, stageTitle } from './disputes';

describe('dispute words', () => {
  it('names the outcome of a decision', () => {
    expect(disputeOutcomeLabel('release', null)).toBe('Released to engineer');
    expect(disputeOutcomeLabel('refund', null)).toBe('Refunded to client');
    expect(disputeOutcomeLabel('split', 60)).toBe('Split: engineer 60 %, client 40 %');
  });

  it('names the stages', () => {
    expect(stageTitle('down_payment')).toBe('Down payment');
    expect(stageTitle('milestone')).toBe('Design approval');
    expect(stageTitle('final_payment')).toBe('Final delivery');
    expect(stageTitle('other')).toBe('other');
  });
});
