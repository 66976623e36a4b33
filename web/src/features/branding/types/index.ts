import type { Branding } from '@/lib/branding';

/** GET /api/branding: the member's own, and whether their plan shows it to others (white_label). */
export interface OwnBranding extends Branding {
  allowed: boolean;
}
