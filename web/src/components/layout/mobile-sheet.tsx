import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

import type { SessionProps } from './types';

const loadSheet = () => import('./mobile-sheet-dialog');
const MobileSheetDialog = lazy(async () => ({ default: (await loadSheet()).MobileSheetDialog }));

/**
 * The menu button of small screens and its side sheet (spec section 2), which closes when a link is chosen or on sign
 * out. The sheet's code (a Radix dialog) loads when the button is first pointed at, focused or pressed.
 */
export function MobileSheet(props: SessionProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  const preload = () => void loadSheet();

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-amber-600"
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileSheetDialog {...props} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
