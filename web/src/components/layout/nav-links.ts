import { paths } from '@/config/paths';

/**
 * Who is offered what (issue 28): posting is for clients (and visitors, who sign up as one); certification and skill
 * mastery are for engineers; Admin for admins; Analytics for everyone signed in (the platform's for admins, their
 * own for members); Premium and Subscription for members (clients and engineers). Every menu (desktop bar, avatar menu, the mobile sheet) reads these functions.
 */
const mayPost = (role: string | undefined) => role === undefined || role === 'client';
const isMember = (role: string | undefined) => role === 'client' || role === 'engineer';

const POST_A_JOB = { label: 'Post a Job', to: paths.postProject.getHref() } as const;
const PREMIUM = { label: 'Premium', to: paths.premiumPlans.getHref() } as const;

/** Shown to signed-in engineers before the primary links: open projects to bid on. */
export const FIND_WORK_LINK = { label: 'Find Work', to: paths.findWork.getHref() } as const;

/** Desktop links of the navigation bar (spec section 2) for a visitor (no role) or a member of `role`. */
export function primaryNavLinks(role: string | undefined) {
  return [
    ...(role === 'engineer' ? [FIND_WORK_LINK] : []),
    { label: 'Find Engineers', to: paths.engineers.getHref() },
    ...(mayPost(role) ? [POST_A_JOB] : []),
    ...(role === 'admin' ? [] : [PREMIUM]),
    { label: 'How it Works', to: paths.howItWorks.getHref() },
  ];
}

export const ENGINEER_LINKS = [
  { label: 'Certification', to: paths.certification.getHref() },
  { label: 'Skill Mastery', to: paths.skillMastery.getHref() },
] as const;

const ANALYTICS = { label: 'Analytics', to: paths.analytics.getHref() } as const;

/** Added to the menus for admins only. */
export const ADMIN_LINKS = [{ label: 'Admin', to: paths.admin.getHref() }, ANALYTICS] as const;

const SUBSCRIPTION = { label: 'Subscription', to: paths.subscription.getHref() } as const;

/** The avatar menu's links for a user of `role`; 'Sign out' follows them. */
export function accountMenuLinks(role: string) {
  return [
    { label: 'Profile', to: paths.profile.getHref() },
    { label: 'Dashboard', to: paths.dashboard.getHref() },
    SUBSCRIPTION,
    ...(role === 'engineer' ? ENGINEER_LINKS : []),
    ...(isMember(role) ? [ANALYTICS] : []),
    ...(role === 'admin' ? ADMIN_LINKS : []),
  ];
}

export type MenuLabel = ReturnType<typeof accountMenuLinks>[number]['label'];

/** The mobile sheet's links for a signed-in user of `role` (the desktop bar's and the avatar menu's together). */
export function mobileSheetLinks(role: string) {
  return [
    { label: 'Dashboard', to: paths.dashboard.getHref() },
    { label: 'Profile', to: paths.profile.getHref() },
    { label: 'Messages', to: paths.conversations.getHref() },
    ...(role === 'engineer' ? [FIND_WORK_LINK] : []),
    { label: 'Find Engineers', to: paths.engineers.getHref() },
    ...(mayPost(role) ? [{ label: 'Post Project', to: paths.postProject.getHref() }] : []),
    ...(role === 'engineer' ? ENGINEER_LINKS : []),
    SUBSCRIPTION,
    ...(isMember(role) ? [ANALYTICS, PREMIUM] : []),
    ...(role === 'admin' ? ADMIN_LINKS : []),
    { label: 'How It Works', to: paths.howItWorks.getHref() },
  ];
}
