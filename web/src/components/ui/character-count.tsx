import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/plural';
import { lengthAnnouncement, type LengthState } from '@/lib/text-length';

/** How long typing must pause before the counter is announced, so a screen reader is not interrupted per key. */
const ANNOUNCE_AFTER_MS = 600;

export interface CharacterCountProps {
  /** The counter's id, for the control's aria-describedby. */
  id: string;
  state: LengthState;
  /** 'near-limit' hides the counter until the text nears its limit (short fields such as a name). */
  show?: 'always' | 'near-limit';
  className?: string;
}

/**
 * '4,980 / 5,000' under a text field, amber near the limit and red past it; a polite live region announces what is
 * left only near the limit, once typing pauses.
 */
export function CharacterCount({ id, state, show = 'always', className }: CharacterCountProps) {
  const announcement = useDebouncedValue(lengthAnnouncement(state), ANNOUNCE_AFTER_MS);
  const visible = show === 'always' || state.nearLimit;
  return (
    <>
      {visible ? (
        <p
          id={id}
          data-testid="character-count"
          className={cn(
            'shrink-0 text-xs tabular-nums',
            state.over ? 'font-medium text-red-600' : state.nearLimit ? 'text-amber-700' : 'text-slate-500',
            className,
          )}
        >
          {formatCount(state.count)} / {formatCount(state.limit)} <span className="sr-only">characters</span>
        </p>
      ) : null}
      <span className="sr-only" aria-live="polite">
        {announcement}
      </span>
    </>
  );
}
