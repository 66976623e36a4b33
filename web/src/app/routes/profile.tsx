import { ApiTokensCard } from '@/features/api-tokens';
import { DeleteAccountCard, useUser } from '@/features/auth';
import { BrandingCard } from '@/features/branding';
import { useGetSubscriptionStatusQuery } from '@/features/billing';
import { DataExportCard, PersonalDataCard } from '@/features/data-export';
import { EmailPreferencesCard } from '@/features/email-preferences';
import { ProfilePage } from '@/features/engineers';
import { WebhooksCard } from '@/features/webhooks';
import { capabilitiesOf } from '@/lib/capabilities';

/**
 * /profile: the engineers feature's profile with the account's settings below it: the e-mail settings, for a member
 * (admins have no plan) their company branding, the data export, API tokens and webhooks their subscription allows
 * (an upgrade prompt in place of what it does not), and for everyone the personal-data download, then for a member the
 * danger zone (deleting the account).
 */
export function ProfileRoute() {
  const { user } = useUser();
  const member = user !== null && user.role !== 'admin';
  const subscription = useGetSubscriptionStatusQuery(undefined, { skip: !member });
  if (!user) return null; // ProtectedRoute renders this only with a user.
  const capabilities = subscription.data ? capabilitiesOf(subscription.data) : undefined;
  const settings = (
    <>
      <EmailPreferencesCard role={user.role} />
      {member ? <BrandingCard capabilities={capabilities} /> : null}
      {member ? (
        <DataExportCard
          capabilities={capabilities}
          error={subscription.error}
          onRetry={() => void subscription.refetch()}
        />
      ) : null}
      {member ? <ApiTokensCard capabilities={capabilities} /> : null}
      {member ? (
        <WebhooksCard capabilities={capabilities} error={subscription.error} onRetry={() => void subscription.refetch()} />
      ) : null}
      <PersonalDataCard />
      {member ? <DeleteAccountCard /> : null}
    </>
  );
  return (
    <>
      <title>Your Profile · CabinetWorks</title>
      <ProfilePage account={user} settings={settings} />
    </>
  );
}
