import { paths } from '@/config/paths';

/** A refusal for a capability the member's plan lacks: HTTP 403 with code `plan_required` (issue 29). */
export interface PlanRequired {
  /** A capability id (see lib/capabilities), kept as sent: a newer server may name one this app does not know. */
  capability: string;
  /** The cheapest plan that has the capability, e.g. 'professional'. */
  plan: string;
  /** Where to upgrade: /premium-plans. */
  link: string;
  /** The server's sentence, e.g. "Data export is part of the Professional plan: upgrade to use it." */
  message: string;
}

function field(body: Record<string, unknown>, name: string): string | null {
  const value = body[name];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The plan_required refusal an RTK Query error carries, or null for every other error (another 403 included). */
export function planRequired(error: unknown): PlanRequired | null {
  if (typeof error !== 'object' || error === null || !('status' in error) || !('data' in error)) return null;
  const { status, data } = error as { status: unknown; data: unknown };
  if (status !== 403 || typeof data !== 'object' || data === null) return null;
  const body = data as Record<string, unknown>;
  if (body.code !== 'plan_required') return null;
  const plan = field(body, 'plan') ?? 'professional';
  const link = field(body, 'link');
  return {
    capability: field(body, 'capability') ?? '',
    plan,
    // Only a path of this site: the link is followed inside the app.
    link: link && link.startsWith('/') && !link.startsWith('//') ? link : paths.premiumPlans.getHref(),
    message: field(body, 'message') ?? `This is part of the ${planName(plan)} plan: upgrade to use it.`,
  };
}

/** 'professional' -> 'Professional'. */
export function planName(plan: string): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}
