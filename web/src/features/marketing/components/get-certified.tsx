import { ArrowRight, Award, BadgeCheck, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { CertificateCheck } from '@/components/shared/certificate-check';
import { buttonVariants, type ButtonSize, type ButtonVariant } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { feeOf, type CertificationFee, type CertificationTrack } from '@/lib/certification-tracks';
import { cn } from '@/lib/cn';

import { CERTIFICATION_BENEFITS, CERTIFICATION_STEPS } from '../data/certifications';
import { certificationFaqs } from '../utils/certification-faqs';
import { OfferingCard } from './offering-card';
import { PageSection } from './page-section';

/** The page's pair of links: start (the label is the children), or contact us first. */
function CallsToAction({ className, size, contactVariant, startHref, children }: { className: string; size?: ButtonSize; contactVariant: ButtonVariant; startHref: string; children: ReactNode }) {
  return (
    <div className={cn(className, 'flex flex-wrap justify-center gap-3')}>
      <Link to={startHref} className={buttonVariants({ variant: 'primary', size })}>
        {children}
      </Link>
      <Link to={paths.contact.getHref()} className={buttonVariants({ variant: contactVariant, size })}>
        Contact Us
      </Link>
    </div>
  );
}

/** The tracks and fees as the app loaded them (auth's tracks, billing's fees). */
export interface CertificationOffer {
  tracks: CertificationTrack[] | undefined;
  fees: CertificationFee[] | undefined;
  /** Why the tracks could not be loaded; the page then offers a retry. */
  error?: unknown;
  onRetry: () => void;
  /** Signed out, 'Start' goes to sign-in first. */
  signedIn: boolean;
}

function startHref(track: string, signedIn: boolean): string {
  const trackPath = paths.certificationTrack.getHref(track);
  return signedIn ? trackPath : paths.auth.getHref({ redirectTo: trackPath });
}

function Tracks({ offer }: { offer: CertificationOffer }) {
  const { tracks, fees, error, onRetry, signedIn } = offer;
  if (!tracks && error) return <ErrorState layout="card" title="We couldn't load the certification tracks" error={error} onRetry={onRetry} className="mt-10" />;
  if (!tracks) {
    return (
      <LoadingState label="Loading the certification tracks" className="mt-10 grid gap-6 lg:grid-cols-3">
        <SkeletonBlocks count={3} className="h-96 rounded-2xl" />
      </LoadingState>
    );
  }
  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-3">
      {tracks.map((track) => (
        <OfferingCard key={track.id} track={track} fee={feeOf(fees, track.id)} startHref={startHref(track.id, signedIn)} />
      ))}
    </div>
  );
}

function HowVerificationWorks() {
  return (
    <PageSection id="verification" title="How Verification Works">
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <Card className="p-6">
          <ShieldCheck aria-hidden="true" className="h-8 w-8 text-emerald-600" />
          <h3 className="mt-3 font-semibold text-slate-900">The free general test verifies you</h3>
          <p className="mt-2 text-sm text-slate-600">
            Every engineer takes the free 10-question general test. Passing it verifies you: verified engineers can bid on projects.
          </p>
          <Link to={paths.certification.getHref()} className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-amber-700 hover:underline">
            Take the general test <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </Card>
        <Card className="p-6">
          <Award aria-hidden="true" className="h-8 w-8 text-amber-600" />
          <h3 className="mt-3 font-semibold text-slate-900">A track adds a badge and a certificate</h3>
          <p className="mt-2 text-sm text-slate-600">
            A paid track tests one piece of software in depth. Passing it adds that track's badge to your profile and a public certificate with an id anyone can check. It does not verify you on its own.
          </p>
        </Card>
      </div>
    </PageSection>
  );
}

function Faqs({ offer }: { offer: CertificationOffer }) {
  return (
    <div className="mt-8 space-y-3">
      {certificationFaqs(offer.tracks ?? [], offer.fees).map((faq) => (
        <details key={faq.question} className="group rounded-xl border border-slate-200 bg-white p-4">
          <summary className="cursor-pointer font-medium text-slate-900">{faq.question}</summary>
          <p className="mt-2 text-sm text-slate-600">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** /get-certified: the tracks, their fees and rules from the API; how verification works; checking a certificate. */
export function GetCertified({ offer }: { offer: CertificationOffer }) {
  const firstStart = offer.signedIn ? `${paths.getCertified.getHref()}#offerings` : paths.auth.getHref({ tab: 'signup', role: 'engineer' });
  return (
    <>
      <section className="bg-slate-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 text-center sm:px-6 lg:px-8">
          <Award aria-hidden="true" className="mx-auto h-12 w-12 text-amber-400" />
          <h1 className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl">Get Certified, Get Hired</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">
            Prove your Cabinet Vision, Mozaik or AutoCAD skills with a timed test and earn the badge clients look for.
          </p>
          <CallsToAction className="mt-8" size="lg" contactVariant="light" startHref={firstStart}>
            Start Your Certification <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </CallsToAction>
        </div>
      </section>

      <PageSection id="offerings" title="Choose Your Certification">
        <Tracks offer={offer} />
      </PageSection>

      <HowVerificationWorks />

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
        <CertificateCheck className="mx-auto mt-12 max-w-2xl" />
      </PageSection>

      <PageSection id="faq" title="Frequently Asked Questions" tinted bodyClassName="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <Faqs offer={offer} />
        <CallsToAction className="mt-10" contactVariant="outline" startHref={firstStart}>
          Get Started
        </CallsToAction>
      </PageSection>
    </>
  );
}
