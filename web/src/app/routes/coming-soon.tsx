import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';

/** An honest placeholder for a page a later issue builds; `children` says what already works elsewhere. */
export function ComingSoonRoute({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <title>{`${title} · CabinetWorks`}</title>
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-amber-100 text-amber-700">
        <Construction aria-hidden="true" className="h-7 w-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">Coming soon: we're still building this page.</p>
      <Link to={paths.home.getHref()} className={buttonVariants({ variant: 'outline', className: 'mt-8' })}>
        Back to home
      </Link>
      {children}
    </div>
  );
}
