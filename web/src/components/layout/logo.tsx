import { Link } from 'react-router';

import { BRAND_NAME } from '@/config/constants';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('h-8 w-8', className)}>
      <rect width="32" height="32" rx="7" fill="#0f172a" />
      <rect x="7" y="7" width="18" height="18" rx="2" fill="none" stroke="#f59e0b" strokeWidth="2.5" />
      <path d="M16 7v18M7 16h9" stroke="#f59e0b" strokeWidth="2.5" />
      <circle cx="13" cy="12" r="1.3" fill="#f59e0b" />
      <circle cx="19" cy="12" r="1.3" fill="#f59e0b" />
      <circle cx="13" cy="20" r="1.3" fill="#f59e0b" />
    </svg>
  );
}

export function Logo({ inverted = false, onClick }: { inverted?: boolean; onClick?: () => void }) {
  return (
    <Link to={paths.home.getHref()} onClick={onClick} className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-600">
      <LogoMark />
      <span className={cn('text-lg font-bold tracking-tight', inverted ? 'text-white' : 'text-slate-900')}>
        Cabinet<span className={inverted ? 'text-amber-500' : 'text-amber-700'}>Works</span>
      </span>
      <span className="sr-only">{BRAND_NAME} home</span>
    </Link>
  );
}
