import { cn } from '@/lib/cn';

/** A conversation's entry in the list on /conversations, highlighted when it is the one shown. */
export function conversationItemClass(selected: boolean): string {
  return cn(
    'block w-full px-4 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-600',
    selected ? 'bg-amber-50' : 'hover:bg-slate-50',
  );
}
