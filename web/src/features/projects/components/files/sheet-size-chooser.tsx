import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

import type { SheetSize } from '../../types';
import { formatMm, SHEET_PRESETS } from '../../utils/files';

/** The largest sheet side the chooser takes; the service says so too for anything it will not estimate. */
const MAX_SIDE_MM = 10_000;

const sheetLabel = ({ lengthMm, widthMm }: SheetSize) => `${formatMm(lengthMm)} × ${formatMm(widthMm)} mm`;
const sameSheet = (a: SheetSize, b: SheetSize) => a.lengthMm === b.lengthMm && a.widthMm === b.widthMm;

function sideError(value: string): string | undefined {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return 'Enter a size in millimetres.';
  if (number <= 0 || number > MAX_SIDE_MM) return `Between 1 and ${MAX_SIDE_MM.toLocaleString('en-US')} mm.`;
  return undefined;
}

export interface SheetSizeChooserProps {
  value: SheetSize;
  onChange: (sheet: SheetSize) => void;
  disabled?: boolean;
}

/** The sheet the estimate packs: three common sizes or a custom length and width. */
export function SheetSizeChooser({ value, onChange, disabled = false }: SheetSizeChooserProps) {
  const name = useId();
  const [custom, setCustom] = useState(() => !SHEET_PRESETS.some((preset) => sameSheet(preset, value)));
  const [length, setLength] = useState(String(value.lengthMm));
  const [width, setWidth] = useState(String(value.widthMm));
  const [errors, setErrors] = useState<{ length?: string; width?: string }>({});

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = { length: sideError(length), width: sideError(width) };
    setErrors(next);
    if (next.length || next.width) return;
    onChange({ lengthMm: Number(length), widthMm: Number(width) });
  };

  const option = (checked: boolean) =>
    cn(
      'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
      checked ? 'border-amber-500 bg-amber-50 ring-1 ring-amber-500' : 'border-slate-200 bg-white hover:border-amber-300',
    );

  return (
    <div className="space-y-3">
      <fieldset disabled={disabled}>
        <legend className="text-sm font-medium text-slate-800">Sheet size (length × width)</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {SHEET_PRESETS.map((preset) => {
            const checked = !custom && sameSheet(preset, value);
            return (
              <label key={sheetLabel(preset)} className={option(checked)}>
                <input
                  type="radio"
                  name={name}
                  checked={checked}
                  onChange={() => {
                    setCustom(false);
                    onChange(preset);
                  }}
                  className="h-4 w-4 accent-amber-600"
                />
                {sheetLabel(preset)}
              </label>
            );
          })}
          <label className={option(custom)}>
            <input type="radio" name={name} checked={custom} onChange={() => setCustom(true)} className="h-4 w-4 accent-amber-600" />
            Custom
          </label>
        </div>
      </fieldset>
      {custom ? (
        <form aria-label="Custom sheet size" noValidate onSubmit={apply} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <FormField
            label="Sheet length (mm)"
            type="number"
            inputMode="decimal"
            min={1}
            max={MAX_SIDE_MM}
            value={length}
            onChange={(event) => setLength(event.target.value)}
            error={errors.length}
          />
          <FormField
            label="Sheet width (mm)"
            type="number"
            inputMode="decimal"
            min={1}
            max={MAX_SIDE_MM}
            value={width}
            onChange={(event) => setWidth(event.target.value)}
            error={errors.width}
          />
          <Button type="submit" variant="outline" className="sm:mt-7" disabled={disabled}>
            Apply size
          </Button>
        </form>
      ) : null}
    </div>
  );
}
