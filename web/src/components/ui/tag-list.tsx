import { cn } from '@/lib/cn';

import { Badge, type BadgeTone } from './badge';
import { UserText } from './user-text';

export interface TagListProps {
  items: readonly string[];
  /** Names the list for screen readers. */
  label?: string;
  tone?: BadgeTone;
  /** Shown in place of an empty list; without it an empty list shows nothing. */
  empty?: string;
  /** A last, grey tag, e.g. '+2 more'. */
  more?: string;
  className?: string;
}

/** Short entries (skills, deliverables) as a wrapping row of tags; an entry is user text (it wraps and is isolated). */
export function TagList({ items, label, tone = 'amber', empty, more, className }: TagListProps) {
  if (items.length === 0) return empty ? <p className="text-sm text-slate-500">{empty}</p> : null;
  return (
    <ul className={cn('flex flex-wrap gap-2', className)} aria-label={label}>
      {items.map((item) => (
        <li key={item} className="max-w-full min-w-0">
          <Badge tone={tone} className="max-w-full">
            <UserText className="min-w-0">{item}</UserText>
          </Badge>
        </li>
      ))}
      {more ? (
        <li>
          <Badge tone="slate">{more}</Badge>
        </li>
      ) : null}
    </ul>
  );
}

export interface LabelledTagListProps extends Pick<TagListProps, 'items' | 'tone'> {
  /** The heading, which also names the list. */
  label: string;
  heading?: 'h2' | 'h3';
  className?: string;
}

/** A tag list under a small heading; nothing at all when there are no items. */
export function LabelledTagList({ items, tone, label, heading: Heading = 'h3', className }: LabelledTagListProps) {
  if (items.length === 0) return null;
  return (
    <div className={className}>
      <Heading className="text-sm font-medium text-slate-700">{label}</Heading>
      <TagList items={items} tone={tone} label={label} className="mt-2" />
    </div>
  );
}
