import type { ReactNode } from 'react';

import { UserText } from '@/components/ui/user-text';
import { cn } from '@/lib/cn';

export function Bubble({ own, pending = false, header, content }: { own: boolean; pending?: boolean; header: ReactNode; content: string }) {
  return (
    <li className={cn('flex min-w-0 flex-col gap-1', own ? 'items-end' : 'items-start')} aria-busy={pending || undefined}>
      <span className="max-w-full text-xs wrap-anywhere text-slate-500">{header}</span>
      <UserText
        as="p"
        multiline
        className={cn(
          'max-w-[80%] rounded-2xl px-4 py-2 text-sm',
          own ? 'rounded-br-sm bg-amber-700 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900',
          pending && 'opacity-70',
        )}
      >
        {content}
      </UserText>
    </li>
  );
}
