import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { CONTACT_EMAIL } from '@/config/constants';
import { paths } from '@/config/paths';

import { PageHero } from './page-section';

/** When the three legal pages were last brought in line with what the code does. */
export const LEGAL_UPDATED = '28 November 2026';

export const LEGAL_LINK_CLASS = 'font-medium text-amber-700 underline hover:text-amber-800';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal page: the hero, a list of its sections, the sections, and the other two legal pages. */
export function LegalPage({ icon, title, lead, sections }: { icon: LucideIcon; title: string; lead: ReactNode; sections: LegalSection[] }) {
  return (
    <>
      <PageHero icon={icon} title={title} lead={lead} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
        <p className="text-sm text-slate-500">Last updated {LEGAL_UPDATED}.</p>
        <nav aria-label="On this page" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-4">
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={LEGAL_LINK_CLASS}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-24">
            <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
              {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc">{section.body}</div>
          </section>
        ))}
        <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600">
          Questions: <a href={`mailto:${CONTACT_EMAIL}`} className={LEGAL_LINK_CLASS}>{CONTACT_EMAIL}</a> or the{' '}
          <Link to={paths.contact.getHref()} className={LEGAL_LINK_CLASS}>contact form</Link>. See also the{' '}
          <Link to={paths.privacy.getHref()} className={LEGAL_LINK_CLASS}>Privacy Policy</Link>, the{' '}
          <Link to={paths.terms.getHref()} className={LEGAL_LINK_CLASS}>Terms of Service</Link> and the{' '}
          <Link to={paths.cookies.getHref()} className={LEGAL_LINK_CLASS}>Cookie Policy</Link>.
        </p>
      </div>
    </>
  );
}
