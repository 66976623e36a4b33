import { paths, safeRedirectPath } from './paths';

describe('paths', () => {
  it('builds /auth links', () => {
    expect(paths.auth.getHref()).toBe('/auth');
    expect(paths.auth.getHref({ tab: 'signup' })).toBe('/auth?tab=signup');
    expect(paths.auth.getHref({ redirectTo: '/project/7?tab=bids' })).toBe('/auth?redirectTo=%2Fproject%2F7%3Ftab%3Dbids');
  });
});

describe('plan links', () => {
  it('carries the plan and billing cycle as ?plan= and ?billing=', () => {
    expect(paths.premiumPlans.getHref()).toBe('/premium-plans');
    expect(paths.premiumPlans.getHref({ plan: 'professional', billing: 'yearly' })).toBe('/premium-plans?plan=professional&billing=yearly');
    expect(paths.subscribe.getHref({ plan: 'enterprise', billing: 'monthly' })).toBe('/subscribe?plan=enterprise&billing=monthly');
    expect(paths.subscribe.getHref({ billing: 'yearly' })).toBe('/subscribe?billing=yearly');
  });
});

describe('safeRedirectPath', () => {
  it('accepts in-app paths', () => {
    expect(safeRedirectPath('/project/7')).toBe('/project/7');
  });

  it('rejects other origins, protocol-relative URLs and /auth itself', () => {
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('/auth?tab=signup')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });
});
