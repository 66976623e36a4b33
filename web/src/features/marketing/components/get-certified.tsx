import { ArrowRight, Award, BadgeCheck, CalendarClock, Clock, DollarSign, ListChecks, Quote, Target } from 'lucide-react';
import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

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
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={paths.auth.getHref({ tab: 'signup' })} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              Start Your Certification <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </Link>
            <Link to={paths.contact.getHref()} className={buttonVariants({ variant: 'light', size: 'lg' })}>
              Contact Us
            </Link>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" aria-labelledby="offerings-title">
        <h2 id="offerings-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Choose Your Certification
        </h2>
        <p className="mt-2 text-center text-slate-600">
          ${CERTIFICATION_PRICE_USD} each · valid {CERTIFICATION_VALID_YEARS} years · renewal reminder {RENEWAL_REMINDER_DAYS} days before expiry
        </p>
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {CERTIFICATION_OFFERINGS.map((offering) => (
            <Card key={offering.title} className="flex flex-col p-6">
              <h3 className="text-xl font-semibold text-slate-900">{offering.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{offering.description}</p>
              <dl className="mt-5 grid grid-cols-3 gap-2 text-center">
                <div className="rounded-xl bg-slate-50 p-2">
                  <dt className="flex items-center justify-center gap-1 text-xs text-slate-500">
                    <Clock aria-hidden="true" className="h-3.5 w-3.5" /> Duration
                  </dt>
                  <dd className="font-semibold text-slate-900">{offering.durationMinutes} min</dd>
                </div>
                <div className="rounded-xl bg-slate-50 p-2">
                  <dt className="flex items-center justify-center gap-1 text-xs text-slate-500">
                    <ListChecks aria-hidden="true" className="h-3.5 w-3.5" /> Questions
                  </dt>
                  <dd className="font-semibold text-slate-900">{offering.questions}</dd>
                </div>
                <div className="rounded-xl bg-slate-50 p-2">
                  <dt className="flex items-center justify-center gap-1 text-xs text-slate-500">
                    <Target aria-hidden="true" className="h-3.5 w-3.5" /> Pass
                  </dt>
                  <dd className="font-semibold text-slate-900">{offering.passingScore}%</dd>
                </div>
              </dl>
              <h4 className="mt-5 text-sm font-medium text-slate-800">Topics</h4>
              <ul className="mt-2 space-y-1 text-sm text-slate-600">
                {offering.topics.map((topic) => (
                  <li key={topic} className="flex items-center gap-2">
                    <BadgeCheck aria-hidden="true" className="h-4 w-4 text-amber-600" /> {topic}
                  </li>
                ))}
              </ul>
              <ul className="mt-4 flex-1 space-y-1 text-sm text-slate-600">
                {offering.benefits.map((benefit) => (
                  <li key={benefit}>• {benefit}</li>
                ))}
              </ul>
              <div className="mt-6 flex items-center justify-between border-t border-slate-100 pt-4">
                <span className="inline-flex items-center text-2xl font-bold text-slate-900">
                  <DollarSign aria-hidden="true" className="h-5 w-5" />
                  {CERTIFICATION_PRICE_USD}
                </span>
                <Link to={paths.auth.getHref({ tab: 'signup' })} className={buttonVariants({ variant: 'dark', size: 'sm' })}>
                  Get Started
                </Link>
              </div>
            </Card>
          ))}
        </div>
      </section>

      <section className="bg-slate-50" aria-labelledby="process-title">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="process-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            How Certification Works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {CERTIFICATION_STEPS.map((step, index) => (
              <li key={step.title}>
                <Card className="h-full p-6">
                  <span className="flex h-10 w-10 items-center justify-center rounded-full bg-amber-600 font-bold text-white">{index + 1}</span>
                  <h3 className="mt-4 font-semibold text-slate-900">{step.title}</h3>
                  <p className="mt-2 text-sm text-slate-600">{step.description}</p>
                </Card>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" aria-labelledby="benefits-title">
        <h2 id="benefits-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Why Get Certified
        </h2>
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
      </section>

      <section className="bg-slate-50" aria-labelledby="testimonials-title">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            What Certified Engineers Say
          </h2>
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
        </div>
      </section>

      <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6" aria-labelledby="faq-title">
        <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Frequently Asked Questions
        </h2>
        <div className="mt-8 space-y-3">
          {CERTIFICATION_FAQS.map((faq) => (
            <details key={faq.question} className="group rounded-xl border border-slate-200 bg-white p-4">
              <summary className="cursor-pointer font-medium text-slate-900">{faq.question}</summary>
              <p className="mt-2 text-sm text-slate-600">{faq.answer}</p>
            </details>
          ))}
        </div>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to={paths.auth.getHref({ tab: 'signup' })} className={buttonVariants({ variant: 'primary' })}>
            Get Started
          </Link>
          <Link to={paths.contact.getHref()} className={buttonVariants({ variant: 'outline' })}>
            Contact Us
          </Link>
        </div>
      </section>
    </>
  );
}
