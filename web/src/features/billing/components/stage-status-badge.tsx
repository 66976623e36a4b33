import { Badge, type BadgeTone } from '@/components/ui/badge';

import type { StageStatus } from '../types';
import { STAGE_STATUS_LABELS } from '../utils/stages';

const TONES: Record<StageStatus, BadgeTone> = { pending: 'slate', paid: 'amber', released: 'green', refunded: 'blue', split: 'blue' };

/** Pending / Paid (held) / Released / Refunded / Split. */
export function StageStatusBadge({ status }: { status: StageStatus }) {
  return <Badge tone={TONES[status]}>{STAGE_STATUS_LABELS[status]}</Badge>;
}
