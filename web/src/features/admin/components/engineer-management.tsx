import { BadgeCheck, ClipboardList, UserCheck, Users } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Panel } from '@/components/ui/panel';
import { ADMIN_LIST_LIMIT } from '@/config/constants';

import type { AdminStats } from '../types';
import { AllApplicationsDialog } from './all-applications-dialog';
import { EmptyNote } from './empty-note';
import { PendingEngineerItem } from './pending-engineer-item';
import { VerifiedEngineerItem } from './verified-engineer-item';

function PendingApplications({ pending }: { pending: AdminStats['pendingEngineers'] }) {
  const [showAll, setShowAll] = useState(false);
  const shown = pending.first.slice(0, ADMIN_LIST_LIMIT);
  return (
    <Panel region title="Pending Applications" icon={<ClipboardList aria-hidden="true" className="h-5 w-5 text-amber-600" />} description="Waiting longest first.">
      {pending.count === 0 ? (
        <EmptyNote icon={UserCheck} title="No pending applications">
          All engineer applications have been reviewed.
        </EmptyNote>
      ) : (
        <>
          {shown.length > 0 ? (
            <ul aria-label="Pending applications" className="space-y-3">
              {shown.map((engineer) => (
                <PendingEngineerItem key={engineer.userId} engineer={engineer} />
              ))}
            </ul>
          ) : null}
          {/* More are waiting than listed: more than 5, or the listed ones were just approved. */}
          {pending.count > shown.length ? (
            <Button variant="outline" className="mt-4 w-full" onClick={() => setShowAll(true)}>
              <Users aria-hidden="true" className="h-4 w-4" />
              View All Applications ({pending.count})
            </Button>
          ) : null}
          <AllApplicationsDialog open={showAll} onOpenChange={setShowAll} />
        </>
      )}
    </Panel>
  );
}

function VerifiedEngineers({ engineers }: { engineers: AdminStats['verifiedEngineers'] }) {
  return (
    <Panel region title="Verified Engineers" icon={<BadgeCheck aria-hidden="true" className="h-5 w-5 text-emerald-600" />} description="Verified most recently.">
      {engineers.length === 0 ? (
        <EmptyNote icon={BadgeCheck} title="No verified engineers yet">
          Engineers appear here once they are approved or pass the certification test.
        </EmptyNote>
      ) : (
        <ul aria-label="Verified engineers" className="space-y-3">
          {engineers.slice(0, ADMIN_LIST_LIMIT).map((engineer) => (
            <VerifiedEngineerItem key={engineer.userId} engineer={engineer} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The Engineer Management tab: applications to approve, and the engineers verified lately. */
export function EngineerManagement({ stats }: { stats: AdminStats }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <PendingApplications pending={stats.pendingEngineers} />
      <VerifiedEngineers engineers={stats.verifiedEngineers} />
    </div>
  );
}
