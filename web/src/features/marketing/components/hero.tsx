import { ArrowRight, BadgeCheck, FileCog, Ruler } from 'lucide-react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { SUPPORTED_SOFTWARE } from '@/config/constants';
import { paths } from '@/config/paths';

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-slate-900 text-white">
      <div aria-hidden="true" className="wood-grain absolute inset-0 opacity-25" />
      <div aria-hidden="true" className="absolute -top-40 -right-32 h-[28rem] w-[28rem] rounded-full bg-amber-500/20 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 py-20 sm:px-6 md:py-28 lg:grid-cols-[1.15fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-amber-400/30 bg-amber-400/10 px-3 py-1 text-sm font-medium text-amber-300">
            <BadgeCheck aria-hidden="true" className="h-4 w-4" />
            Cabinet Vision &amp; Mozaik certified professionals
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Connect with Certified <span className="text-amber-400">Cabinet Engineers</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-300">
            Post your cabinet project and receive bids from verified engineers who deliver CNC-ready drawings, cut-lists
            and assembly documentation.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.postProject.getHref()} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              Post a Project
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
            <Link
              to={paths.auth.getHref()}
              className={buttonVariants({ variant: 'outline', size: 'lg', className: 'border-slate-600 bg-white/5 text-white hover:border-slate-400 hover:bg-white/10' })}
            >
              Find Work
            </Link>
          </div>
        </div>

        <div className="hidden lg:block">
          <div className="relative rounded-2xl border border-white/10 bg-white/5 p-6 shadow-2xl backdrop-blur">
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-amber-500/20 text-amber-300">
                <FileCog aria-hidden="true" className="h-5 w-5" />
              </span>
              <div>
                <p className="text-sm font-semibold">What you receive</p>
                <p className="text-xs text-slate-400">Files your shop can run on day one</p>
              </div>
            </div>
            <ul className="mt-6 space-y-3 text-sm">
              {['CNC files (DXF) and nested programs', 'Cut-lists and material lists', 'Assembly drawings and hardware specs', '3D renderings for client approval'].map(
                (item) => (
                  <li key={item} className="flex items-center gap-3 rounded-lg bg-slate-900/60 px-4 py-3 ring-1 ring-white/5">
                    <Ruler aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-400" />
                    {item}
                  </li>
                ),
              )}
            </ul>
            <div className="mt-6 flex flex-wrap gap-2">
              {SUPPORTED_SOFTWARE.map((name) => (
                <span key={name} className="rounded-full bg-white/10 px-2.5 py-1 text-xs text-slate-200">
                  {name}
                </span>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
