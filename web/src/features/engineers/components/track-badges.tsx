import { Award } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import type { TrackCertification } from '@/lib/certification-tracks';
import { cn } from '@/lib/cn';

/**
 * One badge per valid track certificate (code and title), each linking to the certificate's public page. Inside a
 * directory card the badges sit above the card's own link (the card is a LinkCard), so they stay clickable.
 */
export function TrackBadges({ certifications, className }: { certifications: readonly TrackCertification[] | undefined; className?: string }) {
  if (!certifications || certifications.length === 0) return null;
  return (
    <ul aria-label="Track certifications" className={cn('flex flex-wrap gap-2', className)}>
      {certifications.map((certification) => (
        <li key={certification.certificateId}>
          <Link
            to={paths.certificate.getHref(certification.certificateId)}
            title={`${certification.title} certificate ${certification.certificateId}`}
            className="relative z-10 inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 ring-inset hover:bg-amber-200"
          >
            <Award aria-hidden="true" className="h-3.5 w-3.5" />
            <span className="font-semibold">{certification.code}</span> {certification.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
