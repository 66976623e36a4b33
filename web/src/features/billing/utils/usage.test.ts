// @vitest-environment node
import { makePlans, makeUsage } from '../testing/fixtures';
import { planSummary, upgradePlans, usageMax, usageRows, usageText } from './usage';

describe('usage against plan limits', () => {
  const [starter, professional, enterprise] = makePlans();

  it('compares the three figures with the limits; -1 is unlimited', () => {
    const starterRows = usageRows(makeUsage(), starter);
    expect(starterRows.map(usageText)).toEqual(['2 of 3', '3 of 3', '45 of 600']);
    expect(starterRows.map(usageMax)).toEqual([3, 3, 600]);

    const professionalRows = usageRows(makeUsage({ messagesThisMonth: 1200 }), professional);
    expect(professionalRows.map(usageText)).toEqual(['2 of Unlimited', '3 of Unlimited', '1,200 of Unlimited']);
    expect(professionalRows.map(usageMax)).toEqual([null, null, null]);
  });

  it('summarises a plan in five lines: its features, or its limits when it has none', () => {
    expect(planSummary(professional)).toEqual(['Direct messages', 'Analytics', 'Data export', 'Advanced filters', 'Priority support']);
    expect(planSummary(starter)).toEqual(['3 active projects', '3 new projects per month', '5 uploads per project', '10 MB max file size', '20 messages per day']);
  });

  it('offers the plans above the current one', () => {
    const plans = makePlans();
    expect(upgradePlans(plans, 'starter').map((plan) => plan.id)).toEqual(['professional', 'enterprise']);
    expect(upgradePlans(plans, 'professional')).toEqual([enterprise]);
    expect(upgradePlans(plans, 'enterprise')).toEqual([]);
  });
});
