import { useState, type FormEvent, type ReactNode } from 'react';

import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSubmitWithToast } from '@/hooks/use-submit-with-toast';

import { useGetMyEngineerProfileQuery, useUpdateEngineerProfileMutation } from '../api/engineers-api';
import type { AccountUser, EngineerProfile } from '../types';
import { hasFormErrors, toFormValues, toProfileUpdate, validateProfileForm, type ProfileFormErrors, type ProfileFormValues, type SetProfileField } from '../utils/profile-form';
import { ApplicationStatusNotice } from './application-status-notice';
import { PortfolioTab } from './portfolio-tab';
import { ProfileCertificationPanel } from './profile-certification-panel';
import { ProfileEditorHeader } from './profile-editor-header';
import { ProfileListPanels } from './profile-list-panels';
import { ProfileOverviewTab } from './profile-overview-tab';

function EngineerProfileEditor({ account, profile, settings }: { account: AccountUser; profile: EngineerProfile; settings?: ReactNode }) {
  const [values, setValues] = useState<ProfileFormValues | null>(null);
  // From the first refused save on, the messages follow the values: a fixed field loses its message as it is fixed.
  const [refused, setRefused] = useState(false);
  const errors: ProfileFormErrors = refused && values ? validateProfileForm(values) : {};
  const [updateProfile, { isLoading: saving }] = useUpdateEngineerProfileMutation();
  const saveProfile = useSubmitWithToast(updateProfile, {
    success: { title: 'Profile Updated', description: 'Your profile has been successfully updated.', variant: 'success' },
    failureTitle: 'Update Failed',
    onSuccess: () => setValues(null),
  });

  const set: SetProfileField = (key, value) => setValues((current) => (current ? { ...current, [key]: value } : current));

  const startEditing = () => {
    setRefused(false);
    setValues(toFormValues(profile));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const refusal = hasFormErrors(validateProfileForm(values));
    setRefused(refusal);
    if (refusal) return;
    await saveProfile({ userId: profile.userId, changes: toProfileUpdate(values) });
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
      {/* Saving the profile re-submits a rejected application: the notice turns to 'under review' with the answer. */}
      <ApplicationStatusNotice profile={profile} />
      <form className="space-y-6" onSubmit={(event) => void save(event)} aria-label="Your profile" noValidate>
        <ProfileEditorHeader account={account} profile={profile} editing={values !== null} saving={saving} onEdit={startEditing} onCancel={() => setValues(null)} />

        <Tabs defaultValue="overview">
          <TabsList className="grid-cols-2 md:grid-cols-4">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="portfolio">Portfolio</TabsTrigger>
            <TabsTrigger value="skills">Skills &amp; Expertise</TabsTrigger>
            <TabsTrigger value="credentials">Credentials</TabsTrigger>
          </TabsList>

          <TabsContent value="overview" className="space-y-6">
            <ProfileOverviewTab account={account} profile={profile} values={values} errors={errors} set={set} />
          </TabsContent>

          <TabsContent value="portfolio">
            <PortfolioTab profile={profile} />
          </TabsContent>

          <TabsContent value="skills" className="space-y-6">
            <ProfileListPanels group="skills" profile={profile} values={values} set={set} />
          </TabsContent>

          <TabsContent value="credentials" className="space-y-6">
            <ProfileCertificationPanel profile={profile} />
            <ProfileListPanels group="credentials" profile={profile} values={values} set={set} />
          </TabsContent>
        </Tabs>
      </form>
      {settings}
    </div>
  );
}

/** /profile for an engineer: loads the own profile, then the editor, with the account's `settings` below it. */
export function OwnEngineerProfile({ account, settings }: { account: AccountUser; settings?: ReactNode }) {
  const { data, isLoading, error, refetch, isFetching } = useGetMyEngineerProfileQuery();
  if (isLoading) return <LoadingState label="Loading your profile" className="min-h-[40vh]" />;
  // A failed background refresh keeps showing the profile already loaded.
  if (!data) return <ErrorState title="We couldn't load your profile" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  return <EngineerProfileEditor account={account} profile={data} settings={settings} />;
}
