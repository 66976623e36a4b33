import { ArrowRight, BookOpen, LifeBuoy, MessageCircleQuestion, Search, SearchX, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { MessageCard } from '@/components/ui/message';
import { paths } from '@/config/paths';

import { CONTACT_CHANNELS, EMAIL_RESPONSE_TIME, HELP_CATEGORIES, HELP_FAQS, POPULAR_ARTICLES, type HelpCategory } from '../data/help-center';
import { filterHelpCategories } from '../utils/help-search';
import { FaqAccordion } from './faq-accordion';
import { PageHero, PageSection } from './page-section';

const TEXT_LINK_CLASS = 'rounded font-medium text-amber-700 hover:text-amber-800 hover:underline focus-visible:outline-2 focus-visible:outline-amber-600';

function CategoryCard({ category }: { category: HelpCategory }) {
  const Icon = category.icon;
  return (
    <Card className="h-full p-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-amber-600" />
        <span className="min-w-0 break-words">{category.title}</span>
      </h3>
      <p className="mt-1 text-sm break-words text-slate-600">{category.description}</p>
      <ul className="mt-4 space-y-2 text-sm" aria-label={`${category.title} articles`}>
        {category.articles.map((article) => (
          <li key={article.title} className="flex items-start gap-2">
            <BookOpen aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" />
            <Link to={article.href} className={`${TEXT_LINK_CLASS} min-w-0 break-words`}>
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** /help: a search over the categories, the categories and popular articles, ways to reach support, and FAQs. */
export function HelpCenter() {
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const categories = filterHelpCategories(HELP_CATEGORIES, query);
  const searching = query.trim() !== '';

  const clearSearch = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  return (
    <>
      <PageHero icon={LifeBuoy} title="Help Center" lead="Answers about projects, payments, files and your account, and the people to ask when you need more.">
        <form role="search" aria-label="Help topics" className="mx-auto mt-8 max-w-xl" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className="sr-only">
            Search help topics
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-400" />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search for help topics"
              aria-controls="help-categories"
              className="h-12 w-full min-w-0 rounded-xl border border-slate-300 bg-white pr-4 pl-12 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-amber-500 focus:ring-2 focus:ring-amber-300 focus:outline-none"
            />
          </div>
        </form>
      </PageHero>

      <PageSection id="categories" title="Browse by Category">
        <p className="mt-3 text-center text-sm text-slate-600" aria-live="polite">
          {searching ? `${categories.length} of ${HELP_CATEGORIES.length} categories match your search` : null}
        </p>
        <div id="help-categories" className="mt-6">
          {categories.length > 0 ? (
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Help categories">
              {categories.map((category) => (
                <li key={category.id} className="min-w-0">
                  <CategoryCard category={category} />
                </li>
              ))}
            </ul>
          ) : (
            <MessageCard
              icon={SearchX}
              title="No results"
              action={
                <Button variant="outline" onClick={clearSearch}>
                  <X aria-hidden="true" className="h-4 w-4" /> Clear search
                </Button>
              }
            >
              No help topics match “<span className="break-all">{query.trim()}</span>”. Try another word, or clear the search to see every
              category.
            </MessageCard>
          )}
        </div>
      </PageSection>

      <PageSection id="popular" title="Popular Articles" tinted bodyClassName="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <ol className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {POPULAR_ARTICLES.map((article) => (
            <li key={article.title}>
              <Link
                to={article.href}
                className="flex items-center justify-between gap-4 rounded-2xl p-4 text-slate-800 hover:bg-slate-50 hover:text-amber-700 focus-visible:outline-2 focus-visible:outline-amber-600"
              >
                <span className="min-w-0 font-medium break-words">{article.title}</span>
                <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="contact" title="Contact Us" lead="Our support team is here for clients and engineers alike.">
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {CONTACT_CHANNELS.map(({ icon: Icon, title, description, details, action }) => (
            <li key={title} className="min-w-0">
              <Card className="flex h-full flex-col p-6">
                <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-amber-100 text-amber-700">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{description}</p>
                <ul className="mt-3 flex-1 space-y-1 text-sm text-slate-500">
                  {details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
                <div className="mt-5">
                  {action.href.startsWith('/') ? (
                    <Link to={action.href} className={buttonVariants({ variant: 'primary' })}>
                      {action.label}
                    </Link>
                  ) : (
                    <a href={action.href} aria-label={action.ariaLabel} className={`${TEXT_LINK_CLASS} break-all`}>
                      {action.label}
                    </a>
                  )}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="faq" title="Frequently Asked Questions" tinted bodyClassName="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <FaqAccordion faqs={HELP_FAQS} className="mt-8" />
      </PageSection>

      <section aria-labelledby="still-need-help-title" className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
        <Card className="flex flex-col items-center p-8 text-center">
          <MessageCircleQuestion aria-hidden="true" className="h-10 w-10 text-amber-600" />
          <h2 id="still-need-help-title" className="mt-4 text-2xl font-bold tracking-tight text-slate-900">
            Still need help?
          </h2>
          <p className="mt-2 max-w-md text-slate-600">Tell us what you are trying to do. {EMAIL_RESPONSE_TIME}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to={paths.contact.getHref()} className={buttonVariants({ variant: 'primary' })}>
              Contact Support
            </Link>
            <Link to={paths.support.getHref()} className={buttonVariants({ variant: 'outline' })}>
              Live Chat
            </Link>
            <Link to={paths.howItWorks.getHref()} className={buttonVariants({ variant: 'outline' })}>
              How It Works
            </Link>
          </div>
        </Card>
      </section>
    </>
  );
}
