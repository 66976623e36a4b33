// @vitest-environment node
import { planRequired } from './plan-required';

const REFUSAL = {
  message: 'Data export is part of the Professional plan: upgrade to use it.',
  code: 'plan_required',
  capability: 'data_export',
  plan: 'professional',
  link: '/premium-plans',
};

describe('planRequired', () => {
  it('reads the capability, plan, link and message of a 403 plan_required', () => {
    expect(planRequired({ status: 403, data: REFUSAL })).toEqual({
      capability: 'data_export',
      plan: 'professional',
      link: '/premium-plans',
      message: REFUSAL.message,
    });
  });

  it('is null for any other error, another 403 included', () => {
    expect(planRequired({ status: 403, data: { message: 'Admins cannot export data', code: 'forbidden' } })).toBeNull();
    expect(planRequired({ status: 402, data: REFUSAL })).toBeNull();
    expect(planRequired({ status: 403, data: 'Forbidden' })).toBeNull();
    expect(planRequired({ status: 'FETCH_ERROR', error: 'offline' })).toBeNull();
    expect(planRequired(new Error('boom'))).toBeNull();
    expect(planRequired(undefined)).toBeNull();
  });

  it('keeps the link inside the site', () => {
    expect(planRequired({ status: 403, data: { ...REFUSAL, link: 'https://evil.example/' } })?.link).toBe('/premium-plans');
    expect(planRequired({ status: 403, data: { code: 'plan_required', plan: 'enterprise' } })).toEqual({
      capability: '',
      plan: 'enterprise',
      link: '/premium-plans',
      message: 'This is part of the Enterprise plan: upgrade to use it.',
    });
  });
});
