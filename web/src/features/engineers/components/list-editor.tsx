import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';

import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { UserText } from '@/components/ui/user-text';
import { TEXT_LIMITS } from '@/config/constants';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { lengthState, tooLongMessage } from '@/lib/text-length';

import { addListEntry, removeListEntry } from '../utils/list-entries';

/**
 * Edits a list of short entries: type and press Enter (or Add); entries are trimmed and empty
 * ones ignored, and an entry over the server's limit is refused with its error (not cut). Each entry has a remove
 * button.
 */
export function ListEditor({
  label,
  values,
  onChange,
  placeholder,
  maxEntries = 30,
  maxLength = TEXT_LIMITS.profileListEntry,
}: {
  label: string;
  values: readonly string[];
  onChange: (next: string[]) => void;
  placeholder?: string;
  maxEntries?: number;
  maxLength?: number;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = values.length >= maxEntries;
  const length = lengthState(draft, maxLength);

  const add = () => {
    if (full || length.over) return;
    onChange(addListEntry(values, draft));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault(); // Enter adds an entry; it must not submit the surrounding form.
      add();
    }
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          dir="auto"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          disabled={full}
          aria-invalid={length.over ? true : undefined}
          aria-describedby={[length.over ? `${id}-error` : null, length.nearLimit ? `${id}-count` : null].filter(Boolean).join(' ') || undefined}
          className={cn(
            'block h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:ring-2 focus:outline-none',
            length.over ? 'border-red-400 focus:border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-amber-500 focus:ring-amber-200',
          )}
        />
        <Button variant="outline" onClick={add} disabled={full || !draft.trim() || length.over} aria-label={`Add to ${label}`}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add
        </Button>
      </div>
      <div className="flex items-start justify-between gap-3">
        {length.over ? (
          <p id={`${id}-error`} className="min-w-0 text-xs font-medium text-red-600">
            {tooLongMessage(length.count, maxLength)}
          </p>
        ) : null}
        <CharacterCount id={`${id}-count`} state={length} show="near-limit" className="ml-auto" />
      </div>
      {values.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {values.map((value, index) => (
            <li key={`${value}-${index}`} className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-full bg-amber-100 py-0.5 pr-1 pl-2.5 text-xs font-medium text-amber-800">
              <UserText className="min-w-0">{value}</UserText>
              <button
                type="button"
                onClick={() => onChange(removeListEntry(values, index))}
                className="rounded-full p-0.5 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-amber-600"
                aria-label={`Remove ${value}`}
              >
                <X aria-hidden="true" className="h-3 w-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? <p className="text-xs text-slate-500">At most {plural(maxEntries, 'entry', 'entries')}.</p> : null}
    </div>
  );
}
