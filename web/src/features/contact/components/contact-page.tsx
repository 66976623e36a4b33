import { Timer } from 'lucide-react';

import { Panel } from '@/components/ui/panel';

import { CONTACT_FAQS } from '../data/contact-content';
import type { ContactSender } from '../types';
import { ContactForm } from './contact-form';
import { ContactInfoCards, ResponseTimes } from './contact-info';
import { FaqList } from './faq-list';

export interface ContactPageProps {
  /** The signed-in user's name and e-mail for the form; null for a visitor. */
  sender: ContactSender | null;
}

/** /contact: the contact form, how to reach us, how soon we answer, and FAQs (spec section 2). */
export function ContactPage({ sender }: ContactPageProps) {
  return (
    <div className="bg-gradient-to-b from-slate-100 to-slate-50">
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <header className="text-center">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Contact Us</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
            Questions about a project, your account or certification? Send us a message and our team will get back to you.
          </p>
        </header>

        <div className="mt-12 grid min-w-0 gap-8 lg:grid-cols-3">
          <Panel title="Send us a message" region className="min-w-0 lg:col-span-2">
            <ContactForm sender={sender} />
          </Panel>
          <div className="min-w-0 space-y-8">
            <section aria-labelledby="contact-information" className="space-y-4">
              <h2 id="contact-information" className="text-lg font-semibold text-slate-900">
                Contact information
              </h2>
              <ContactInfoCards />
            </section>
            <Panel title="Response times" region icon={<Timer aria-hidden="true" className="h-5 w-5 text-amber-600" />}>
              <ResponseTimes />
            </Panel>
          </div>
        </div>

        <section aria-labelledby="contact-faqs" className="mx-auto mt-16 max-w-3xl">
          <h2 id="contact-faqs" className="text-center text-2xl font-bold text-slate-900">
            Frequently Asked Questions
          </h2>
          <div className="mt-6">
            <FaqList faqs={CONTACT_FAQS} label="Frequently asked questions" />
          </div>
        </section>
      </div>
    </div>
  );
}
