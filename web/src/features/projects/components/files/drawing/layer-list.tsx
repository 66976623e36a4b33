import { Badge } from '@/components/ui/badge';
import { UserText } from '@/components/ui/user-text';

import type { DrawingPreviewLayer } from '../../../types';

/** The colour as given when it is one ('#rrggbb'), else a neutral grey. */
function swatchColor(color: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? color : '#94a3b8';
}

/** The drawing's layers in their colours, each shown or hidden by its checkbox; cut layers are marked. */
export function LayerList({
  layers,
  hidden,
  onToggle,
}: {
  layers: readonly DrawingPreviewLayer[];
  hidden: ReadonlySet<string>;
  onToggle: (name: string) => void;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">Layers</legend>
      <ul className="mt-1 flex flex-wrap gap-2">
        {layers.map((layer) => (
          <li key={layer.name} className="max-w-full">
            <label className="inline-flex max-w-full cursor-pointer items-center gap-2 rounded-lg bg-white px-2 py-1 text-sm ring-1 ring-slate-200">
              <input
                type="checkbox"
                checked={!hidden.has(layer.name)}
                onChange={() => onToggle(layer.name)}
                className="h-4 w-4 shrink-0 accent-amber-700"
              />
              <span aria-hidden="true" className="h-3 w-3 shrink-0 rounded-sm ring-1 ring-slate-300" style={{ backgroundColor: swatchColor(layer.color) }} />
              <UserText className="min-w-0 font-medium break-all text-slate-900">{layer.name}</UserText>
              {layer.cut ? <Badge tone="amber">Cut layer</Badge> : null}
              {layer.segments === 0 ? <span className="text-xs text-slate-500">(empty)</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
