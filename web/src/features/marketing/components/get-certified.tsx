import { ArrowRight, Award, BadgeCheck, CalendarClock, Quote } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonVariants, type ButtonSize, type ButtonVariant } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/cn';

import {
  CERTIFICATION_BENEFITS,
  CERTIFICATION_FAQS,
  CERTIFICATION_OFFERINGS,
  CERTIFICATION_PRICE_USD,
  CERTIFICATION_STEPS,
  CERTIFICATION_TESTIMONIALS,
  CERTIFICATION_VALID_YEARS,
  RENEWAL_REMINDER_DAYS,
} from '../data/certifications';
import { OfferingCard } from './offering-card';
import { PageSection } from './page-section';

/** The page's pair of links: sign up to start a certification (the label is the children), or contact us first. */
function CallsToAction({ className, size, contactVariant, children }: { className: string; size?: ButtonSize; contactVariant: ButtonVariant; children: ReactNode }) {
  return (
    <div className={cn(className, 'flex flex-wrap justify-center gap-3')}>
      <Link to={paths.auth.getHref({ tab: 'signup', role: 'engineer' })} className={buttonVariants({ variant: 'primary', size })}>
        {children}
      </Link>
      <Link to={paths.contact.getHref()} className={buttonVariants({ variant: contactVariant, size })}>
        Contact Us
      </Link>
    </div>
  );
}

/** /get-certified: static marketing page. */
export function GetCertified() {
  return (
    <>
      <section className="bg-slate-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 text-center sm:px-6 lg:px-8">
          <Award aria-hidden="true" className="mx-auto h-12 w-12 text-amber-400" />
          <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">Get Certified, Get Hired</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">
            Prove your Cabinet Vision, Mozaik or CAD skills with a timed test and earn the badge clients look for.
          </p>
          <CallsToAction className="mt-8" size="lg" contactVariant="light">
            Start Your Certification <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </CallsToAction>
        </div>
      </section>

      <PageSection id="offerings" title="Choose Your Certification">
        <p className="mt-2 text-center text-slate-600">
          {formatMoney(CERTIFICATION_PRICE_USD)} each · valid {CERTIFICATION_VALID_YEARS} years · renewal reminder {RENEWAL_REMINDER_DAYS} days before expiry
        </p>
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {CERTIFICATION_OFFERINGS.map((offering) => (
            <OfferingCard key={offering.title} offering={offering} />
          ))}
        </div>
      </PageSection>

      <PageSection id="process" title="How Certification Works" tinted>
        <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {CERTIFICATION_STEPS.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full p-6">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-amber-700 font-bold text-white">{index + 1}</span>
                <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{step.description}</p>
              </Card>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="benefits" title="Why Get Certified">
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {CERTIFICATION_BENEFITS.map((benefit) => (
            <div key={benefit.title} className="text-center">
              <BadgeCheck aria-hidden="true" className="mx-auto h-8 w-8 text-emerald-600" />
              <h3 className="mt-3 font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{benefit.description}</p>
            </div>
          ))}
        </div>
        <p className="mt-8 flex items-center justify-center gap-2 text-sm text-slate-500">
          <CalendarClock aria-hidden="true" className="h-4 w-4" />
          Certifications stay valid for {CERTIFICATION_VALID_YEARS} years; we remind you {RENEWAL_REMINDER_DAYS} days before they expire.
        </p>
      </PageSection>

      <PageSection id="testimonials" title="What Certified Engineers Say" tinted>
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {CERTIFICATION_TESTIMONIALS.map((testimonial) => (
            <Card key={testimonial.name} className="p-6">
              <Quote aria-hidden="true" className="h-6 w-6 text-amber-500" />
              <blockquote className="mt-3 text-slate-700">{testimonial.quote}</blockquote>
              <p className="mt-4 font-semibold text-slate-900">{testimonial.name}</p>
              <p className="text-sm text-slate-500">{testimonial.role}</p>
            </Card>
          ))}
        </div>
      </PageSection>

      <PageSection id="faq" title="Frequently Asked Questions" bodyClassName="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <div className="mt-8 space-y-3">
          {CERTIFICATION_FAQS.map((faq) => (
            <details key={faq.question} className="group rounded-xl border border-slate-200 bg-white p-4">
              <summary className="cursor-pointer font-medium text-slate-900">{faq.question}</summary>
              <p className="mt-2 text-sm text-slate-600">{faq.answer}</p>
            </details>
          ))}
        </div>
        <CallsToAction className="mt-10" contactVariant="outline">
          Get Started
        </CallsToAction>
      </PageSection>
    </>
  );
}
