import { Award, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { CertificateCheck } from '@/components/shared/certificate-check';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageSpinner } from '@/components/ui/loading-state';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';
import type { CertificateStatus } from '@/lib/certification-tracks';
import { formatShortDate } from '@/lib/date-time';
import { errorStatus } from '@/lib/errors';

import { useGetCertificateQuery } from '../api/tracks-api';
import type { TrackCertificate } from '../types';
import { formatPercentage } from '../utils/test-flow';

const STATUS: Record<CertificateStatus, { label: string; tone: BadgeTone; note: string }> = {
  valid: { label: 'Valid', tone: 'green', note: 'This certificate is valid.' },
  expired: { label: 'Expired', tone: 'red', note: 'This certificate has expired: it was valid until the date above.' },
  superseded: { label: 'Superseded', tone: 'slate', note: 'This certificate was renewed: a newer certificate of the same track replaces it.' },
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

function CertificateNotFound() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16 text-center sm:px-6">
      <Award aria-hidden="true" className="mx-auto h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Certificate not found</h1>
      <p className="mt-2 text-slate-600">No certificate has this id. Check the id as printed on the certificate and try again.</p>
      <CertificateCheck className="mt-8 text-left" />
    </div>
  );
}

function CertificateCard({ certificate }: { certificate: TrackCertificate }) {
  const status = STATUS[certificate.status];
  return (
    <Card className="relative overflow-hidden border-4 border-double border-amber-300 p-6 text-center sm:p-12 print:shadow-none">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-2 bg-gradient-to-r from-amber-400 via-amber-600 to-amber-400" />
      <Award aria-hidden="true" className="mx-auto h-14 w-14 text-amber-600" />
      <p className="mt-4 text-sm font-semibold tracking-widest text-amber-700 uppercase">CabinetWorks Certificate</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight break-words text-slate-900">{certificate.trackTitle}</h1>
      <p className="mt-4 text-slate-600">Awarded to</p>
      <Link to={paths.engineer.getHref(certificate.engineer.id)} className="mt-1 inline-block max-w-full text-2xl font-semibold text-slate-900 hover:text-amber-700 hover:underline">
        <UserText>{certificate.engineer.name}</UserText>
      </Link>
      <dl className="mt-8 grid gap-4 text-left sm:grid-cols-2">
        <Fact label="Score">
          {certificate.score} of {certificate.totalQuestions} ({formatPercentage(certificate.percentage)}%)
        </Fact>
        <Fact label="Status">
          <Badge tone={status.tone}>{status.label}</Badge>
        </Fact>
        <Fact label="Issued">{formatShortDate(certificate.issuedAt)}</Fact>
        <Fact label="Valid until">{formatShortDate(certificate.expiresAt)}</Fact>
        <Fact label="Certificate id">
          <span className="font-mono">{certificate.id}</span>
        </Fact>
      </dl>
      <p className="mt-6 text-sm text-slate-600">{status.note}</p>
    </Card>
  );
}

/** /certificates/{certificateId} (public): one certificate as anyone may check it, printable. */
export function CertificatePage({ certificateId }: { certificateId: string }) {
  const { data: certificate, isLoading, error, refetch } = useGetCertificateQuery(certificateId);
  let body: ReactNode;
  if (isLoading) body = <PageSpinner label="Loading the certificate" />;
  else if (!certificate && errorStatus(error) === 404) body = <CertificateNotFound />;
  else if (!certificate) body = <ErrorState title="We couldn't load this certificate" error={error} onRetry={() => void refetch()} />;
  else {
    body = (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 print:py-0">
        <CertificateCard certificate={certificate} />
        <div className="mt-6 flex justify-center print:hidden">
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="h-4 w-4" /> Print
          </Button>
        </div>
      </div>
    );
  }
  return (
    <>
      <title>{certificate ? `${certificate.trackTitle} Certificate ${certificate.id} · CabinetWorks` : 'Certificate · CabinetWorks'}</title>
      {body}
    </>
  );
}
