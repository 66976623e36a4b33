import { Cpu } from 'lucide-react';

import type { GuideTab } from '../../types/file-transfer-guide';
import { TEST_CUT_FEED_OVERRIDE_PERCENT } from './facts';

export const cncSetupTab: GuideTab = {
  id: 'cnc-setup',
  label: 'CNC Setup',
  icon: Cpu,
  title: 'Set up the CNC and run a test cut',
  summary: 'Never send a new program straight into good sheet stock.',
  sections: [
    {
      title: 'Before the first cut',
      blocks: [
        {
          kind: 'list',
          items: [
            'Confirm the program was posted for your machine, controller and tool library.',
            'Check the work origin, sheet size, material thickness and spoilboard height.',
            'Simulate the tool paths if your software can, and look for unexpected plunges.',
          ],
        },
      ],
    },
    {
      title: 'Test cut on scrap',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Load a scrap sheet of the same thickness as the job material.',
            `Set the feed override to ${TEST_CUT_FEED_OVERRIDE_PERCENT}% and keep a hand near the feed hold.`,
            'Cut one or two representative parts, including holes and dados.',
            'Measure them against the drawings before you raise the feed and cut good material.',
          ],
        },
      ],
    },
  ],
};
