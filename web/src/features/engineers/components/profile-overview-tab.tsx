import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';

import { Badge } from '@/components/ui/badge';
import { FormField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { UpgradePrompt } from '@/components/ui/upgrade-prompt';
import { UserText } from '@/components/ui/user-text';
import { AVAILABILITY_OPTIONS, RESPONSE_TIME_OPTIONS } from '@/config/constants';

import type { AccountUser, EngineerProfile } from '../types';
import { availabilityTone, formatHourlyRate } from '../utils/display';
import { CUSTOM_RATES_REQUIRED } from '../utils/plan';
import { TEXT_MAX, type ProfileFormErrors, type ProfileFormValues, type SetProfileField } from '../utils/profile-form';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-slate-50 p-4">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

interface AboutFieldsProps {
  values: ProfileFormValues;
  errors: ProfileFormErrors;
  set: SetProfileField;
  /** The engineer's plan has no custom_rates: the stored rate stays as it is, hidden from others. */
  rateLocked: boolean;
}

function AboutFields({ values, errors, set, rateLocked }: AboutFieldsProps) {
  return (
    <Panel title="About you">
      <div className="space-y-4">
        <TextAreaField label="Bio" value={values.bio} onChange={(event) => set('bio', event.target.value)} limit={TEXT_MAX} error={errors.bio} placeholder="What you do best, which software you master, the kind of projects you love." />
        <TextAreaField label="Experience" value={values.experience} onChange={(event) => set('experience', event.target.value)} limit={TEXT_MAX} error={errors.experience} placeholder="Shops you worked with, notable projects." />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Hourly rate (USD)" type="number" inputMode="decimal" min={0} max={1000} step="0.01" value={values.hourlyRate} onChange={(event) => set('hourlyRate', event.target.value)} error={errors.hourlyRate} disabled={rateLocked} />
          <FormField label="Years of experience" type="number" inputMode="numeric" min={0} max={70} step={1} value={values.yearsExperience} onChange={(event) => set('yearsExperience', event.target.value)} error={errors.yearsExperience} />
          <SelectField label="Response time" options={RESPONSE_TIME_OPTIONS} value={values.responseTime} onChange={(event) => set('responseTime', event.target.value)} />
          <SelectField label="Availability" options={AVAILABILITY_OPTIONS} value={values.availability} onChange={(event) => set('availability', event.target.value)} />
        </div>
        {rateLocked ? <UpgradePrompt required={CUSTOM_RATES_REQUIRED} /> : null}
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={values.showContactInfo} onChange={(event) => set('showContactInfo', event.target.checked)} className="h-4 w-4 rounded border-slate-300 accent-amber-600" />
          Show my e-mail and phone on my public profile
        </label>
      </div>
    </Panel>
  );
}

function AboutView({ account, profile }: { account: AccountUser; profile: EngineerProfile }) {
  return (
    <>
      <Panel title="About">
        <UserText as="p" multiline className="text-sm text-slate-700">
          {profile.bio || 'Add a bio so clients know what you do best.'}
        </UserText>
      </Panel>
      <Panel title="Experience">
        <UserText as="p" multiline className="text-sm text-slate-700">
          {profile.experience || 'Describe your experience.'}
        </UserText>
      </Panel>
      <Panel title="Details">
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <Detail label="Hourly rate">
            {formatHourlyRate(profile.hourlyRate) ?? 'Not set'}
            {profile.hourlyRateLocked ? <span className="block text-xs font-normal text-slate-500">Hidden from others on your plan</span> : null}
          </Detail>
          <Detail label="Years of experience">{profile.yearsExperience}</Detail>
          <Detail label="Response time">
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="h-4 w-4 text-slate-400" /> {profile.responseTime}
            </span>
          </Detail>
          <Detail label="Availability">
            <Badge tone={availabilityTone(profile.availability)}>{profile.availability}</Badge>
          </Detail>
          <Detail label="Contact info on public profile">{profile.showContactInfo ? 'Shown' : 'Hidden'}</Detail>
          <Detail label="Account e-mail">
            <UserText>{account.email}</UserText>
          </Detail>
        </dl>
      </Panel>
    </>
  );
}

export interface ProfileOverviewTabProps {
  account: AccountUser;
  profile: EngineerProfile;
  /** The editor's state while editing, null in view mode. */
  values: ProfileFormValues | null;
  errors: ProfileFormErrors;
  set: SetProfileField;
}

/** The Overview tab: bio, experience and the details, or their fields while editing. */
export function ProfileOverviewTab({ account, profile, values, errors, set }: ProfileOverviewTabProps) {
  return values ? (
    <AboutFields values={values} errors={errors} set={set} rateLocked={profile.hourlyRateLocked === true} />
  ) : (
    <AboutView account={account} profile={profile} />
  );
}
