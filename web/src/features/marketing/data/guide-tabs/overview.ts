import { FolderCog } from 'lucide-react';

import type { GuideTab } from '../../types/file-transfer-guide';
import { FILE_TYPES, TEST_CUT_FEED_OVERRIDE_PERCENT, VERIFY_WITHIN_HOURS } from './facts';

export const overviewTab: GuideTab = {
  id: 'overview',
  label: 'Overview',
  icon: FolderCog,
  title: 'From the engineer’s screen to your CNC',
  summary: 'A delivery is only done when the files arrive intact and cut the parts you expect.',
  sections: [
    {
      title: 'The workflow at a glance',
      blocks: [
        {
          kind: 'steps',
          items: [
            'The engineer prepares the files for your machine and software version.',
            'The engineer uploads them to the project’s Files tab, where every version is kept.',
            `You download them and verify their checksums within ${VERIFY_WITHIN_HOURS} hours.`,
            `You run a test cut on scrap at ${TEST_CUT_FEED_OVERRIDE_PERCENT}% feed override before cutting good material.`,
            'You approve the stage, or request changes in the project messages.',
          ],
        },
      ],
    },
    { title: 'File types you will meet', blocks: [{ kind: 'definitions', items: FILE_TYPES }] },
  ],
};
