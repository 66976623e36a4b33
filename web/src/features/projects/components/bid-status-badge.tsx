import { Badge } from '@/components/ui/badge';

import type { BidStatus } from '../types';

const TONES = { pending: 'blue', accepted: 'green', declined: 'slate' } as const;
const LABELS = { pending: 'Pending', accepted: 'Accepted', declined: 'Declined' } as const;

export function BidStatusBadge({ status }: { status: BidStatus }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}
