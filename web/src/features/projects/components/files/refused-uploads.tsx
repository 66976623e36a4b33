import { Alert } from '@/components/ui/alert';

import type { UploadRefusal } from '../../utils/files';
import { CutListTemplateLink } from './cut-list-template-link';

/**
 * Refused before sending (format, size), or by the server because the bytes equal the latest version's or because it
 * is a cut list nobody could read.
 */
export type Refusal = UploadRefusal | { kind: 'identical' | 'cut-list'; message: string };

const REFUSAL_LABELS: Record<Refusal['kind'], string> = {
  format: 'Unknown Format',
  size: 'File too large',
  identical: 'Unchanged',
  'cut-list': 'Cut list not readable',
};

export interface Refused {
  name: string;
  refusal: Refusal;
}

/** The files not uploaded, each with why; the cut-list template when a cut list could not be read. */
export function RefusedUploads({ refused }: { refused: Refused[] }) {
  if (refused.length === 0) return null;
  return (
    <Alert title="Not uploaded">
      <ul aria-label="Files not uploaded" className="space-y-1">
        {refused.map(({ name, refusal }, index) => (
          <li key={`${name}-${index}`} className="wrap-anywhere">
            <span className="font-semibold">{REFUSAL_LABELS[refusal.kind]}</span>: {name}. {refusal.message}
          </li>
        ))}
      </ul>
      {refused.some(({ refusal }) => refusal.kind === 'cut-list') ? <CutListTemplateLink /> : null}
    </Alert>
  );
}
