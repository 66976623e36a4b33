// @vitest-environment node
import { DEMO_PROJECT, DEMO_STAGES } from '../data/demo-project';
import { canRequestRevision, fileFormatLabel, formatUsd, nextRevisionCount, stageAmount } from './demo';

describe('payment demo', () => {
  it('counts revisions up to the maximum and no further', () => {
    expect(nextRevisionCount(1, 3)).toBe(2);
    expect(nextRevisionCount(2, 3)).toBe(3);
    expect(nextRevisionCount(3, 3)).toBe(3);
    expect(canRequestRevision(2, 3)).toBe(true);
    expect(canRequestRevision(3, 3)).toBe(false);
  });

  it('splits the demo total 50 / 30 / 20', () => {
    expect(DEMO_STAGES.map((stage) => formatUsd(stageAmount(DEMO_PROJECT.totalAmount, stage)))).toEqual(['$1,250', '$750', '$500']);
    expect(formatUsd(2500)).toBe('$2,500');
    expect(formatUsd(12.5)).toBe('$12.50');
  });

  it('names file formats by extension, and anything else Unknown Format', () => {
    expect(fileFormatLabel('plan.PDF')).toBe('PDF Document');
    expect(fileFormatLabel('kitchen.mz3')).toBe('Mozaik Project');
    expect(fileFormatLabel('model.3dm')).toBe('Rhino Model');
    expect(fileFormatLabel('notes.txt')).toBe('Unknown Format');
    expect(fileFormatLabel('README')).toBe('Unknown Format');
  });
});
