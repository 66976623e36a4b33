// @vitest-environment node
import { formatLimit, formatMoney, formatPlanPrice, limitPhrase, moneyCents, moneyDollars, parseBillingCycle, parsePlanId } from './format';
import { makePlans } from '../testing/fixtures';

describe('money', () => {
  it('reads two-decimal dollar strings as cents', () => {
    expect(moneyCents('29.00')).toBe(2900);
    expect(moneyCents('0.99')).toBe(99);
    expect(moneyCents('29')).toBeNull();
  });

  it('reads Money as the dollars the payment calls take', () => {
    expect(moneyDollars('29.00')).toBe(29);
    expect(moneyDollars('1250.50')).toBe(1250.5);
    expect(moneyDollars('abc')).toBeNaN();
  });

  it("shows every amount with cents (the app's one money format)", () => {
    expect(formatMoney('0.00')).toBe('$0.00');
    expect(formatMoney('290.00')).toBe('$290.00');
    expect(formatMoney('29.99')).toBe('$29.99');
    expect(formatMoney('1290.50')).toBe('$1,290.50');
  });

  it('prices a plan per cycle', () => {
    const [, professional] = makePlans();
    expect(formatPlanPrice(professional, 'monthly')).toBe('$29.00/month');
    expect(formatPlanPrice(professional, 'yearly')).toBe('$290.00/year');
  });
});

describe('limits', () => {
  it("shows -1 as 'Unlimited'", () => {
    expect(formatLimit(-1)).toBe('Unlimited');
    expect(formatLimit(2500)).toBe('2,500');
    expect(limitPhrase(-1, 'active project', 'active projects')).toBe('Unlimited active projects');
    expect(limitPhrase(1, 'active project', 'active projects')).toBe('1 active project');
  });
});

describe('URL parameters', () => {
  it('accepts known plans and cycles only', () => {
    expect(parsePlanId('enterprise')).toBe('enterprise');
    expect(parsePlanId('gold')).toBeNull();
    expect(parsePlanId(null)).toBeNull();
    expect(parseBillingCycle('yearly')).toBe('yearly');
    expect(parseBillingCycle('weekly')).toBe('monthly');
    expect(parseBillingCycle(null)).toBe('monthly');
  });
});
