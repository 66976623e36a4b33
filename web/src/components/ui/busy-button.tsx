import type { LucideIcon } from 'lucide-react';

import { cn } from '@/lib/cn';

import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

export interface BusyButtonProps extends ButtonProps {
  /** Disables the button and shows a spinner in place of the icon. */
  busy: boolean;
  /** What screen readers hear while busy, e.g. 'Saving'. */
  busyLabel: string;
  icon?: LucideIcon;
  /** The size of the icon and the spinner. */
  iconClassName?: string;
}

/** The button of an action that takes a while (submit, save, accept): it spins and is disabled while the action runs. */
export function BusyButton({ busy, busyLabel, icon: Icon, iconClassName = 'h-4 w-4', variant = 'primary', disabled, children, ...props }: BusyButtonProps) {
  const onLightBackground = variant === 'outline' || variant === 'ghost' || variant === 'light';
  return (
    <Button variant={variant} disabled={busy || disabled} {...props}>
      {busy ? (
        <Spinner className={cn(iconClassName, onLightBackground ? null : 'text-white')} label={busyLabel} />
      ) : Icon ? (
        <Icon aria-hidden="true" className={iconClassName} />
      ) : null}
      {children}
    </Button>
  );
}
