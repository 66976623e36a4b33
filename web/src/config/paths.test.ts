import { paths, safeRedirectPath } from './paths';

describe('paths', () => {
  it('builds /auth links', () => {
    expect(paths.auth.getHref()).toBe('/auth');
    expect(paths.auth.getHref({ tab: 'signup' })).toBe('/auth?tab=signup');
    expect(paths.auth.getHref({ redirectTo: '/project/7?tab=bids' })).toBe('/auth?redirectTo=%2Fproject%2F7%3Ftab%3Dbids');
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
