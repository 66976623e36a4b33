import { BadgeCheck, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';

import { Card } from '@/components/ui/card';
import { trackRules, type CertificationTrack } from '@/lib/certification-tracks';

/** A track's title, what it covers and its rules, every figure from the track. */
export function TrackOverview({ track, children }: { track: CertificationTrack; children?: ReactNode }) {
  return (
    <Card className="p-6 sm:p-8">
      <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">{track.code} certification track</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight break-words text-slate-900">{track.title}</h1>
      <p className="mt-2 text-slate-600">{track.description}</p>
      <h2 className="mt-6 text-lg font-semibold text-slate-900">The rules</h2>
      <ul className="mt-3 space-y-2">
        {trackRules(track).map((rule) => (
          <li key={rule} className="flex items-start gap-3 text-sm text-slate-700">
            <ListChecks aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
            {rule}
          </li>
        ))}
      </ul>
      {track.topics.length > 0 ? (
        <>
          <h2 className="mt-6 text-lg font-semibold text-slate-900">Topics</h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {track.topics.map((topic) => (
              <li key={topic} className="flex items-center gap-2 text-sm text-slate-700">
                <BadgeCheck aria-hidden="true" className="h-4 w-4 shrink-0 text-emerald-600" /> {topic}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-6 text-sm text-slate-500">
        A track adds a badge and a public certificate to your profile. Verification (the right to bid) comes from the free general test.
      </p>
      {children}
    </Card>
  );
}
