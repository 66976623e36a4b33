import { ShieldCheck } from 'lucide-react';

import type { GuideTab } from '../../types/file-transfer-guide';
import { VERIFY_WITHIN_HOURS } from './facts';

export const verificationTab: GuideTab = {
  id: 'verification',
  label: 'Verification',
  icon: ShieldCheck,
  title: 'Verify file integrity',
  summary: `Clients verify every delivery within ${VERIFY_WITHIN_HOURS} hours, while the engineer can still fix a bad transfer quickly.`,
  sections: [
    {
      title: 'Compare checksums',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The project Files tab shows the SHA-256 of every file version (use Copy or Full hash). Compute the SHA-256 of the file you downloaded and compare: the two must match exactly. Any difference means the file changed on the way.',
        },
        { kind: 'code', label: 'Linux', code: 'sha256sum kitchen-uppers-nest-01.dxf' },
        { kind: 'code', label: 'macOS', code: 'shasum -a 256 kitchen-uppers-nest-01.dxf' },
        { kind: 'code', label: 'Windows PowerShell', code: 'Get-FileHash .\\kitchen-uppers-nest-01.dxf -Algorithm SHA256' },
        {
          kind: 'paragraph',
          text: 'Get-FileHash prints the hash in capital letters and the Files tab in small ones: compare them ignoring case.',
        },
      ],
    },
    {
      title: `Within ${VERIFY_WITHIN_HOURS} hours of delivery`,
      blocks: [
        {
          kind: 'steps',
          items: [
            'Download every delivered file and check its checksum.',
            'Open each file in your software and check units, dimensions and part counts against the drawings.',
            'Report a mismatch or a missing file in the project messages, naming the file and its version.',
            'Approve the stage only when all files check out.',
          ],
        },
      ],
    },
  ],
};
