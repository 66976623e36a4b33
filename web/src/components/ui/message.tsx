import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Card } from './card';

export interface MessageProps {
  /** A decorative icon above the title. */
  icon?: LucideIcon;
  title: string;
  /** Why there is nothing else to show. */
  children: ReactNode;
  /** What to do next: a link or a button. */
  action?: ReactNode;
}

/** A page body with nothing else to show: not found, no access, a page that failed to load. */
export function PageMessage({ icon: Icon, title, children, action }: MessageProps) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      {Icon ? <Icon aria-hidden="true" className="mb-4 h-12 w-12 text-slate-400" /> : null}
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{children}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

/** A card in place of a list or a panel's content: no results yet, or a part of the page that failed to load. */
export function MessageCard({
  icon: Icon,
  title,
  children,
  action,
  titleAs: Title = 'p',
  className,
}: MessageProps & { titleAs?: 'p' | 'h2'; className?: string }) {
  return (
    <Card className={cn('flex flex-col items-center gap-3 p-10 text-center', className)}>
      {Icon ? <Icon aria-hidden="true" className="h-10 w-10 text-slate-300" /> : null}
      <Title className="font-medium text-slate-900">{title}</Title>
      <p className="max-w-md text-sm text-slate-600">{children}</p>
      {action}
    </Card>
  );
}
