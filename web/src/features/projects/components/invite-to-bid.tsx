import { MailPlus } from 'lucide-react';
import { useState } from 'react';

import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/form-field';
import { UpgradePrompt } from '@/components/ui/upgrade-prompt';
import { paths } from '@/config/paths';
import { formatApiError } from '@/lib/errors';
import { planRequired, type PlanRequired } from '@/lib/plan-required';

import { useGetMyProjectsQuery, useInviteEngineerMutation } from '../api/projects-api';

/** What the server would answer a starter client, shown before any request is made. */
const VERIFIED_ENGINEERS_REQUIRED: PlanRequired = {
  capability: 'verified_engineers',
  plan: 'professional',
  link: paths.premiumPlans.getHref(),
  message: 'Inviting verified engineers to bid is part of the Professional plan: upgrade to use it.',
};

function InviteForm({ engineerId, onDone }: { engineerId: number; onDone: (message: string) => void }) {
  const projects = useGetMyProjectsQuery();
  const [invite, { isLoading, error }] = useInviteEngineerMutation();
  const open = (projects.data ?? []).filter((project) => project.status === 'posted');
  const [projectId, setProjectId] = useState('');
  const refusal = planRequired(error);
  if (refusal) return <UpgradePrompt required={refusal} />;
  if (projects.data && open.length === 0) return <p className="text-sm text-slate-600">You have no open project to invite this engineer to.</p>;
  const submit = async () => {
    const result = await invite({ projectId: Number(projectId), engineerId });
    if ('data' in result) onDone('Invitation sent: the engineer has been notified.');
  };
  return (
    <div className="space-y-4">
      <SelectField label="Project" placeholder="Choose one of your open projects" options={open.map((project) => ({ value: String(project.id), label: project.title }))} value={projectId} onChange={(event) => setProjectId(event.target.value)} />
      {error ? <p className="text-sm text-red-600">{formatApiError(error)}</p> : null}
      <BusyButton busy={isLoading} busyLabel="Sending invitation" disabled={!projectId} onClick={() => void submit()}>
        Send invitation
      </BusyButton>
    </div>
  );
}

/** 'Invite to bid' on a verified engineer's profile, for a client (issue 29 item 7); `allowed`: verified_engineers. */
export function InviteToBid({ engineerId, allowed }: { engineerId: number; allowed: boolean }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Invite to bid"
        trigger={
          <Button variant="outline" className="w-full">
            <MailPlus aria-hidden="true" className="h-4 w-4" /> Invite to bid
          </Button>
        }
      >
        {allowed ? (
          <InviteForm
            engineerId={engineerId}
            onDone={(message) => {
              setSent(message);
              setOpen(false);
            }}
          />
        ) : (
          <UpgradePrompt required={VERIFIED_ENGINEERS_REQUIRED} />
        )}
      </Dialog>
      {sent ? <p role="status" className="text-sm text-emerald-700">{sent}</p> : null}
    </div>
  );
}
