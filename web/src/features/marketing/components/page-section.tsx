import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const SECTION_BODY_CLASS = 'mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8';

export interface PageSectionProps {
  /** The h2 gets the id `${id}-title` and names the section. */
  id: string;
  title: string;
  /** A short line under the title. */
  lead?: ReactNode;
  tinted?: boolean;
  bodyClassName?: string;
  children: ReactNode;
}

/**
 * A section of a marketing page titled by a centred h2. A tinted section gets the grey band across the page with the
 * content in an inner column; otherwise the section itself is the column (`bodyClassName`).
 */
export function PageSection({ id, title, lead, tinted = false, bodyClassName = SECTION_BODY_CLASS, children }: PageSectionProps) {
  const titleId = `${id}-title`;
  const content = (
    <>
      <h2 id={titleId} className="text-center text-3xl font-bold tracking-tight break-words text-slate-900">
        {title}
      </h2>
      {lead ? <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{lead}</p> : null}
      {children}
    </>
  );
  return tinted ? (
    <section className="bg-slate-50" aria-labelledby={titleId}>
      <div className={bodyClassName}>{content}</div>
    </section>
  ) : (
    <section className={bodyClassName} aria-labelledby={titleId}>
      {content}
    </section>
  );
}

export interface PageHeroProps {
  icon: LucideIcon;
  /** The page's one h1. */
  title: string;
  lead: ReactNode;
  /** Links or a search box under the lead. */
  children?: ReactNode;
}

/** The dark band that opens a static page: an icon, the h1 and a lead paragraph. */
export function PageHero({ icon: Icon, title, lead, children }: PageHeroProps) {
  return (
    <section className="bg-slate-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        <Icon aria-hidden="true" className="mx-auto h-12 w-12 text-amber-400" />
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance break-words sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{lead}</p>
        {children}
      </div>
    </section>
  );
}
