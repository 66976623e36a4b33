import type { HTMLAttributes, ReactNode } from 'react';

import { cn } from '@/lib/cn';
import { USER_TEXT_CLASS } from '@/lib/user-text';

type UserTextElement = 'span' | 'p' | 'div' | 'h1' | 'h2' | 'h3' | 'dd' | 'strong';

export interface UserTextProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; an inline span by default. */
  as?: UserTextElement;
  /** One line, cut with an ellipsis; the whole text shows in the tooltip. */
  truncate?: boolean;
  /** Keeps the author's line breaks. */
  multiline?: boolean;
  children: ReactNode;
}

/**
 * Text a user provided: wraps anywhere rather than widening the page, and is a bidirectional isolate whose direction
 * comes from the text itself (`dir="auto"`), so its characters cannot reorder the page around it (USER_TEXT_CLASS).
 */
export function UserText({ as: Element = 'span', truncate = false, multiline = false, className, title, children, ...props }: UserTextProps) {
  const tooltip = title ?? (truncate && (typeof children === 'string' || typeof children === 'number') ? String(children) : undefined);
  return (
    <Element
      dir="auto"
      title={tooltip}
      className={cn(USER_TEXT_CLASS, truncate && 'block truncate', multiline && 'whitespace-pre-line', className)}
      {...props}
    >
      {children}
    </Element>
  );
}

