import { MailOpen } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { UserText } from '@/components/ui/user-text';
import { paths } from '@/config/paths';

import { useGetMyInvitationsQuery } from '../api/projects-api';

/** On an engineer's Find Work page, above the open projects: the open projects clients invited them to bid on. */
export function InvitedProjects() {
  const { data: invitations } = useGetMyInvitationsQuery();
  if (!invitations || invitations.length === 0) return null;
  return (
    <Card className="mt-8 p-4">
      <h2 className="inline-flex items-center gap-2 text-lg font-semibold text-slate-900">
        <MailOpen aria-hidden="true" className="h-5 w-5 text-amber-600" /> You were invited to bid
      </h2>
      <ul className="mt-3 divide-y divide-slate-100" aria-label="Invitations to bid">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
            <div className="min-w-0">
              <Link to={paths.project.getHref(invitation.projectId)} className="font-medium text-slate-900 hover:text-amber-700 hover:underline">
                <UserText>{invitation.projectTitle}</UserText>
              </Link>
              <p className="text-sm text-slate-500">
                Invited by <UserText>{invitation.clientName || 'a client'}</UserText>
              </p>
            </div>
            <Badge tone="amber">Invited</Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}
