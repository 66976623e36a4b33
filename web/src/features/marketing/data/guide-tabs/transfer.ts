import { UploadCloud } from 'lucide-react';

import type { GuideTab } from '../../types/file-transfer-guide';

export const transferTab: GuideTab = {
  id: 'transfer',
  label: 'Transfer',
  icon: UploadCloud,
  title: 'Transfer files securely',
  summary: 'Keep engineering files inside the project, where only its participants can reach them.',
  sections: [
    {
      title: 'Use the project’s Files tab',
      blocks: [
        {
          kind: 'list',
          items: [
            'Only the client and the assigned engineer can list and download the files (an admin only to settle a dispute).',
            'Uploading a file with the same name adds a new version; older versions stay available.',
            'Every version shows its SHA-256 checksum, so the receiver can prove it arrived unchanged.',
          ],
        },
      ],
    },
    {
      title: 'Files the Files tab does not take',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some files, such as .nc programs, are not among the upload formats. Share them through an encrypted, access-limited link that expires, never as a public link, and post the link together with each file’s SHA-256 in the project messages.',
        },
        {
          kind: 'list',
          items: [
            'Avoid e-mail attachments: they are size-limited, often blocked and easy to forward.',
            'Do not send passwords for shared folders in the same message as the link.',
            'Remove links once the client has verified the files.',
          ],
        },
      ],
    },
  ],
};
