import { ClipboardCheck } from 'lucide-react';

import type { GuideTab } from '../../types/file-transfer-guide';

export const preparationTab: GuideTab = {
  id: 'preparation',
  label: 'Preparation',
  icon: ClipboardCheck,
  title: 'Prepare files before sending',
  summary: 'Most transfer problems start before the upload: agree on the details first.',
  sections: [
    {
      title: 'Agree with your client or engineer',
      blocks: [
        {
          kind: 'list',
          items: [
            'The software and version on both sides (a .cv9 job does not open in Cabinet Vision 8).',
            'The machine, its controller and the post-processor the CNC programs must be written for.',
            'Units (millimetres or inches), sheet sizes, material thicknesses and the origin of each part.',
            'Which deliverables are expected: CNC files, cut-lists, assembly drawings, renderings.',
          ],
        },
      ],
    },
    {
      title: 'Before you upload',
      blocks: [
        {
          kind: 'list',
          items: [
            'Name files clearly, with the project and the part or room, e.g. kitchen-uppers-nest-01.dxf.',
            'Keep cut layers closed and free of duplicate lines; DXF files are preflighted on upload.',
            'Export a PDF of the shop drawings so the shop can check dimensions without CAD software.',
            'Check each file’s size and format against your plan in the File Formats Guide.',
          ],
        },
      ],
    },
  ],
};
