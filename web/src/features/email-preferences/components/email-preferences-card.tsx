import { Mail } from 'lucide-react';

import { ErrorState } from '@/components/ui/error-state';
import { LoadingState, SkeletonBlocks } from '@/components/ui/loading-state';
import { Panel } from '@/components/ui/panel';
import { SwitchField } from '@/components/ui/switch';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';

import { useGetEmailPreferencesQuery, useUpdateEmailPreferencesMutation } from '../api/email-preferences-api';
import type { EmailPreferences } from '../types';
import { EMAIL_KIND_TEXT, emailKindsFor } from '../utils/kinds';

function PreferenceSwitches({ role, preferences }: { role: string; preferences: EmailPreferences }) {
  const [updatePreferences] = useUpdateEmailPreferencesMutation();
  // No success toast: the switch already shows the new setting.
  const save = useSubmitWithToast(updatePreferences, { failureTitle: 'Email Settings Not Saved' });
  return (
    <ul aria-label="Email notifications" className="divide-y divide-slate-100">
      {emailKindsFor(role).map((kind) => (
        <li key={kind} className="py-3 first:pt-0 last:pb-0">
          <SwitchField
            label={EMAIL_KIND_TEXT[kind].label}
            description={EMAIL_KIND_TEXT[kind].description}
            checked={preferences[kind]}
            onCheckedChange={(on) => void save({ [kind]: on })}
          />
        </li>
      ))}
    </ul>
  );
}

/** /profile: which e-mails CabinetWorks sends, the kinds that fit the role, each saved as soon as it is switched. */
export function EmailPreferencesCard({ role }: { role: string }) {
  const { data, isError, error, refetch, isFetching } = useGetEmailPreferencesQuery();
  return (
    <Panel
      region
      title="Email notifications"
      icon={<Mail aria-hidden="true" className="h-5 w-5 text-amber-600" />}
      description="Choose which e-mails we send you. Changes are saved right away; every e-mail also has an unsubscribe link."
    >
      {data ? (
        <PreferenceSwitches role={role} preferences={data} />
      ) : isError ? (
        <ErrorState layout="card" title="We couldn't load your email settings" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <LoadingState label="Loading your email settings" className="space-y-3">
          <SkeletonBlocks count={emailKindsFor(role).length} className="h-12 rounded-lg" />
        </LoadingState>
      )}
    </Panel>
  );
}
