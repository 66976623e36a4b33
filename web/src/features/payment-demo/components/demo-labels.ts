import type { BadgeTone } from '@/components/ui/badge';

import type { DemoFileType, DemoStageStatus } from '../data/demo-project';

export const STAGE_STATUS: Record<DemoStageStatus, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'green' },
  in_progress: { label: 'In Progress', tone: 'amber' },
  pending: { label: 'Pending', tone: 'slate' },
};

export const FILE_TYPE: Record<DemoFileType, { label: string; tone: BadgeTone }> = {
  requirements: { label: 'Requirements', tone: 'blue' },
  design: { label: 'Design', tone: 'green' },
  revision: { label: 'Revision', tone: 'amber' },
};
