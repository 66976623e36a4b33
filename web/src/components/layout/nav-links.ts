import { paths } from '@/config/paths';

/** Desktop links of the navigation bar (spec section 2). */
export const PRIMARY_NAV_LINKS = [
  { label: 'Find Engineers', to: paths.engineers.getHref() },
  { label: 'Post a Job', to: paths.postProject.getHref() },
  { label: 'Premium', to: paths.premiumPlans.getHref() },
  { label: 'How it Works', to: paths.howItWorks.getHref() },
] as const;

/** Shown to signed-in engineers before the primary links: open projects to bid on. */
export const FIND_WORK_LINK = { label: 'Find Work', to: paths.findWork.getHref() } as const;

/** The avatar menu's links; 'Sign out' follows them. */
export const ACCOUNT_MENU_LINKS = [
  { label: 'Profile', to: paths.profile.getHref() },
  { label: 'Dashboard', to: paths.dashboard.getHref() },
  { label: 'Subscription', to: paths.subscription.getHref() },
  { label: 'Certification', to: paths.certification.getHref() },
  { label: 'Skill Mastery', to: paths.skillMastery.getHref() },
] as const;

/** Added to the avatar menu for admins only. */
export const ADMIN_ACCOUNT_MENU_LINKS = [
  { label: 'Admin', to: paths.admin.getHref() },
  { label: 'Analytics', to: paths.analytics.getHref() },
] as const;

/** The avatar menu's links for a user of `role`. */
export function accountMenuLinks(role: string) {
  return role === 'admin' ? [...ACCOUNT_MENU_LINKS, ...ADMIN_ACCOUNT_MENU_LINKS] : [...ACCOUNT_MENU_LINKS];
}
