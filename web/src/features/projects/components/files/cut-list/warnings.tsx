import { Alert } from '@/components/ui/alert';

import type { CutList } from '../../../types';

const UNIT_NAMES: Record<string, string> = { cm: 'centimetres', m: 'metres', in: 'inches', ft: 'feet', mixed: 'several units' };

/** What the reader assumed (inches for a list without units, skipped title lines) and the unit the sizes were written in. */
export function CutListWarnings({ cutList }: { cutList: CutList }) {
  const { warnings } = cutList;
  const units = cutList.units && cutList.units !== 'mm' ? UNIT_NAMES[cutList.units] ?? cutList.units : null;
  if (warnings.length === 0 && !units) return null;
  return (
    <Alert tone={warnings.length > 0 ? 'warning' : 'info'} title={warnings.length > 0 ? 'Check how the cut list was read' : undefined}>
      {warnings.length > 0 ? (
        <ul aria-label="Cut list warnings" className="list-disc space-y-1 pl-4">
          {warnings.map((warning) => (
            <li key={warning} className="break-words">
              {warning}
            </li>
          ))}
        </ul>
      ) : null}
      {units ? <p>Sizes written in {units}, shown here in millimetres.</p> : null}
    </Alert>
  );
}
