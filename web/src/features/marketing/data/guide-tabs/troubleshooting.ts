import { LifeBuoy } from 'lucide-react';

import type { GuideTab } from '../../types/file-transfer-guide';

export const troubleshootingTab: GuideTab = {
  id: 'troubleshooting',
  label: 'Troubleshooting',
  icon: LifeBuoy,
  title: 'Troubleshooting',
  summary: 'The usual problems and what to do about them.',
  sections: [
    {
      title: 'Common problems',
      blocks: [
        {
          kind: 'definitions',
          items: [
            { term: 'The checksums do not match', detail: 'Download the file again. If it still differs, ask the engineer to upload it again as a new version.' },
            { term: 'The upload says “Unknown Format”', detail: 'The file type is not accepted on uploads, or not on your plan. See the File Formats Guide.' },
            { term: 'The upload says “File too large”', detail: 'The file is over your plan’s size limit. Split the job, or upgrade your plan.' },
            { term: 'A DXF fails its preflight', detail: 'Read the report: fix units, open contours on cut layers, duplicate entities or parts larger than the sheet, then upload again.' },
            { term: 'The job does not open', detail: 'It was saved in a newer software version. Ask for a file saved in your version, or a DXF export.' },
            { term: 'Parts come out the wrong size', detail: 'Check units (mm vs inches) and the post-processor, and run the test cut again.' },
          ],
        },
      ],
    },
  ],
};
