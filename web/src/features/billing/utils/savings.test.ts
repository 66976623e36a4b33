// @vitest-environment node
import { makePlans } from '../testing/fixtures';
import type { Plan } from '../types';
import { yearlySavingClaim, yearlySavingPercent } from './savings';

const priced = (monthly: string, yearly: string): Plan => ({ ...makePlans()[1], price: { monthly, yearly } });

describe('yearly savings from the plans prices (issue 30 item 3)', () => {
  it('rounds the percent down, never overstating it', () => {
    expect(yearlySavingPercent(priced('29.00', '290.00'))).toBe(16); // 16.7 %
    expect(yearlySavingPercent(priced('10.00', '96.00'))).toBe(20); // exactly 20 %
    expect(yearlySavingPercent(priced('10.00', '96.01'))).toBe(19); // a cent short of 20 %
  });

  it('claims no saving where the year saves nothing', () => {
    expect(yearlySavingPercent(priced('0.00', '0.00'))).toBeNull();
    expect(yearlySavingPercent(priced('29.00', '348.00'))).toBeNull();
    expect(yearlySavingPercent(priced('29.00', '400.00'))).toBeNull();
    expect(yearlySavingPercent(priced('100.00', '1199.50'))).toBeNull(); // under 1 %
    expect(yearlySavingClaim([])).toBeNull();
    expect(yearlySavingClaim([priced('0.00', '0.00')])).toBeNull();
  });

  it("says 'Save n%' when every plan saves as much, 'Save up to n%' otherwise", () => {
    expect(yearlySavingClaim(makePlans())).toBe('Save 16%');
    expect(yearlySavingClaim([priced('29.00', '290.00'), priced('10.00', '96.00')])).toBe('Save up to 20%');
  });
});
