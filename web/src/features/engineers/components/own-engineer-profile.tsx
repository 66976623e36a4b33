import { Award, BadgeCheck, Clock, ExternalLink, MapPin, Pencil, RefreshCw, Save, Star, X } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card } from '@/components/ui/card';
import { FormField, SelectField, TextAreaField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { AVAILABILITY_OPTIONS, CERTIFICATION, RESPONSE_TIME_OPTIONS } from '@/config/constants';
import { paths } from '@/config/paths';
import { formatApiError } from '@/lib/errors';

import { useGetMyEngineerProfileQuery, useUpdateEngineerProfileMutation } from '../api/engineers-api';
import { useAvatarUpload } from '../hooks/use-avatar-upload';
import { useImageUpload } from '../hooks/use-image-upload';
import type { AccountUser, EngineerProfile } from '../types';
import { availabilityTone, engineerName, formatHourlyRate, formatRating, formatShortDate } from '../utils/display';
import { hasFormErrors, toFormValues, toProfileUpdate, validateProfileForm, type ProfileFormErrors, type ProfileFormValues } from '../utils/profile-form';
import { AccountAvatar } from './account-avatar';
import { ImageUploadButton } from './image-upload-button';
import { ListEditor } from './list-editor';
import { PortfolioGallery } from './portfolio-gallery';

export const PORTFOLIO_MAX_IMAGES = 20;

function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card className="p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

function Tags({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge tone="amber">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function CertificationPanel({ profile }: { profile: EngineerProfile }) {
  const { certificationStatus: status, certificationScore: score } = profile;
  const date = formatShortDate(profile.certificationDate);
  return (
    <Panel title="Certification">
      {status === 'certified' ? (
        <p className="flex items-center gap-2 text-sm text-emerald-700">
          <BadgeCheck aria-hidden="true" className="h-5 w-5" />
          Certified{score != null ? ` with ${score}/${CERTIFICATION.scoreOutOf}` : ''}
          {date ? ` on ${date}` : ''}
        </p>
      ) : status === 'failed' ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">
            Your last certification attempt did not pass{score != null ? ` (${score}/${CERTIFICATION.scoreOutOf})` : ''}. You can retake the test{' '}
            {CERTIFICATION.retakeAfterDays} days after an attempt.
          </p>
          <Link to={paths.certification.getHref()} className={buttonVariants({ variant: 'primary', size: 'sm' })}>
            <RefreshCw aria-hidden="true" className="h-4 w-4" /> Retake Test
          </Link>
        </div>
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">Pass the certification test to earn the verified badge and priority in search.</p>
          <Link to={paths.certification.getHref()} className={buttonVariants({ variant: 'primary', size: 'sm' })}>
            <Award aria-hidden="true" className="h-4 w-4" /> Take the Certification Test
          </Link>
        </div>
      )}
    </Panel>
  );
}

function PortfolioTab({ profile }: { profile: EngineerProfile }) {
  const { upload, run, busy } = useImageUpload();
  const [updateProfile, { isLoading: saving }] = useUpdateEngineerProfileMutation();
  const full = profile.portfolioImages.length >= PORTFOLIO_MAX_IMAGES;

  const addImage = (file: File) =>
    run(async () => {
      const url = await upload(file);
      if (!url) return;
      try {
        await updateProfile({ userId: profile.userId, changes: { portfolioImages: [...profile.portfolioImages, url] } }).unwrap();
        toast({ title: 'Portfolio Image Added', description: 'The image is now part of your portfolio.', variant: 'success' });
      } catch (error) {
        toast({ title: 'Update Failed', description: formatApiError(error), variant: 'destructive' });
      }
    });

  const removeImage = async (index: number) => {
    try {
      const next = profile.portfolioImages.filter((_, position) => position !== index);
      await updateProfile({ userId: profile.userId, changes: { portfolioImages: next } }).unwrap();
      toast({ title: 'Portfolio Image Removed' });
    } catch (error) {
      toast({ title: 'Update Failed', description: formatApiError(error), variant: 'destructive' });
    }
  };

  return (
    <Panel
      title="Portfolio"
      action={<ImageUploadButton label="Add Image" onFile={(file) => void addImage(file)} busy={busy || saving || full} variant="primary" />}
    >
      <PortfolioGallery images={profile.portfolioImages} ownerName={engineerName(profile.user)} onRemove={(index) => void removeImage(index)} removing={saving || busy} />
      {full ? <p className="mt-3 text-xs text-slate-500">A portfolio holds at most {PORTFOLIO_MAX_IMAGES} images.</p> : null}
    </Panel>
  );
}

function EngineerProfileEditor({ account, profile }: { account: AccountUser; profile: EngineerProfile }) {
  const [values, setValues] = useState<ProfileFormValues | null>(null);
  const [errors, setErrors] = useState<ProfileFormErrors>({});
  const [updateProfile, { isLoading: saving }] = useUpdateEngineerProfileMutation();
  const { changeAvatar, busy: avatarBusy } = useAvatarUpload();
  const editing = values !== null;

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((current) => (current ? { ...current, [key]: value } : current));

  const startEditing = () => {
    setErrors({});
    setValues(toFormValues(profile));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const found = validateProfileForm(values);
    setErrors(found);
    if (hasFormErrors(found)) return;
    try {
      await updateProfile({ userId: profile.userId, changes: toProfileUpdate(values) }).unwrap();
      toast({ title: 'Profile Updated', description: 'Your profile has been successfully updated.', variant: 'success' });
      setValues(null);
    } catch (error) {
      toast({ title: 'Update Failed', description: formatApiError(error), variant: 'destructive' });
    }
  };

  const name = engineerName(profile.user);
  const rate = formatHourlyRate(profile.hourlyRate);

  return (
    <form className="mx-auto w-full max-w-6xl space-y-6 px-4 py-10 sm:px-6 lg:px-8" onSubmit={(event) => void save(event)} aria-label="Your profile" noValidate>
      <Card className="p-6 sm:p-8">
        <div className="flex flex-col gap-6 md:flex-row md:items-center">
          <div className="flex flex-col items-center gap-3">
            <AccountAvatar user={account} className="h-24 w-24 text-3xl" />
            <ImageUploadButton label="Change Photo" onFile={(file) => void changeAvatar(file)} busy={avatarBusy} />
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-3xl font-bold tracking-tight text-slate-900">{name}</h1>
              {profile.isVerified ? (
                <Badge tone="green">
                  <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" /> Verified Engineer
                </Badge>
              ) : (
                <Badge tone="slate">Verification pending</Badge>
              )}
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1">
                <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-400" />
                {formatRating(profile.rating)} ({profile.reviewCount})
              </span>
              {profile.user.location ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin aria-hidden="true" className="h-4 w-4" /> {profile.user.location}
                </span>
              ) : null}
              <span>{profile.completedProjects} projects completed</span>
            </div>
            <Link to={paths.engineer.getHref(profile.userId)} className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-amber-700 hover:underline">
              View public profile <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
            </Link>
          </div>
          <div className="flex gap-2">
            {editing ? (
              <>
                <Button variant="outline" onClick={() => setValues(null)} disabled={saving}>
                  <X aria-hidden="true" className="h-4 w-4" /> Cancel
                </Button>
                <Button type="submit" disabled={saving}>
                  {saving ? <Spinner className="h-4 w-4 text-white" label="Saving" /> : <Save aria-hidden="true" className="h-4 w-4" />}
                  Save Changes
                </Button>
              </>
            ) : (
              <Button variant="dark" onClick={startEditing}>
                <Pencil aria-hidden="true" className="h-4 w-4" /> Edit Profile
              </Button>
            )}
          </div>
        </div>
      </Card>

      <Tabs defaultValue="overview">
        <TabsList className="grid-cols-2 md:grid-cols-4">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="portfolio">Portfolio</TabsTrigger>
          <TabsTrigger value="skills">Skills &amp; Expertise</TabsTrigger>
          <TabsTrigger value="credentials">Credentials</TabsTrigger>
        </TabsList>

        <TabsContent value="overview" className="space-y-6">
          {values ? (
            <Panel title="About you">
              <div className="space-y-4">
                <TextAreaField label="Bio" value={values.bio} onChange={(event) => set('bio', event.target.value)} maxLength={2000} error={errors.bio} placeholder="What you do best, which software you master, the kind of projects you love." />
                <TextAreaField label="Experience" value={values.experience} onChange={(event) => set('experience', event.target.value)} maxLength={2000} error={errors.experience} placeholder="Shops you worked with, notable projects." />
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField label="Hourly rate (USD)" type="number" inputMode="decimal" min={0} max={1000} step="0.01" value={values.hourlyRate} onChange={(event) => set('hourlyRate', event.target.value)} error={errors.hourlyRate} />
                  <FormField label="Years of experience" type="number" inputMode="numeric" min={0} max={70} step={1} value={values.yearsExperience} onChange={(event) => set('yearsExperience', event.target.value)} error={errors.yearsExperience} />
                  <SelectField label="Response time" options={RESPONSE_TIME_OPTIONS} value={values.responseTime} onChange={(event) => set('responseTime', event.target.value)} />
                  <SelectField label="Availability" options={AVAILABILITY_OPTIONS} value={values.availability} onChange={(event) => set('availability', event.target.value)} />
                </div>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" checked={values.showContactInfo} onChange={(event) => set('showContactInfo', event.target.checked)} className="h-4 w-4 rounded border-slate-300 accent-amber-600" />
                  Show my e-mail and phone on my public profile
                </label>
              </div>
            </Panel>
          ) : (
            <>
              <Panel title="About">
                <p className="whitespace-pre-line text-sm text-slate-700">{profile.bio || 'Add a bio so clients know what you do best.'}</p>
              </Panel>
              <Panel title="Experience">
                <p className="whitespace-pre-line text-sm text-slate-700">{profile.experience || 'Describe your experience.'}</p>
              </Panel>
              <Panel title="Details">
                <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  <Detail label="Hourly rate">{rate ?? 'Not set'}</Detail>
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
                  <Detail label="Account e-mail">{account.email}</Detail>
                </dl>
              </Panel>
            </>
          )}
        </TabsContent>

        <TabsContent value="portfolio">
          <PortfolioTab profile={profile} />
        </TabsContent>

        <TabsContent value="skills" className="space-y-6">
          {values ? (
            <Panel title="Skills & Expertise">
              <div className="space-y-6">
                <ListEditor label="Software skills" values={values.softwareSkills} onChange={(next) => set('softwareSkills', next)} placeholder="e.g. Cabinet Vision" />
                <ListEditor label="Specializations" values={values.specializations} onChange={(next) => set('specializations', next)} placeholder="e.g. Kitchen cabinets" />
                <ListEditor label="Languages" values={values.languages} onChange={(next) => set('languages', next)} placeholder="e.g. English" />
              </div>
            </Panel>
          ) : (
            <>
              <Panel title="Software skills">
                <Tags items={profile.softwareSkills} empty="No software skills yet." />
              </Panel>
              <Panel title="Specializations">
                <Tags items={profile.specializations} empty="No specializations yet." />
              </Panel>
              <Panel title="Languages">
                <Tags items={profile.languages} empty="No languages yet." />
              </Panel>
            </>
          )}
        </TabsContent>

        <TabsContent value="credentials" className="space-y-6">
          <CertificationPanel profile={profile} />
          {values ? (
            <Panel title="Education & Certifications">
              <div className="space-y-6">
                <ListEditor label="Education" values={values.education} onChange={(next) => set('education', next)} placeholder="e.g. BSc Industrial Design" />
                <ListEditor label="Certifications" values={values.certifications} onChange={(next) => set('certifications', next)} placeholder="e.g. Mozaik Certified Designer" />
              </div>
            </Panel>
          ) : (
            <>
              <Panel title="Education">
                <Tags items={profile.education} empty="No education listed." />
              </Panel>
              <Panel title="Certifications">
                <Tags items={profile.certifications} empty="No certifications listed." />
              </Panel>
            </>
          )}
        </TabsContent>
      </Tabs>
    </form>
  );
}

/** /profile for an engineer: loads the own profile, then the editor. */
export function OwnEngineerProfile({ account }: { account: AccountUser }) {
  const { data, isLoading, error, refetch, isFetching } = useGetMyEngineerProfileQuery();
  if (isLoading) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner className="h-8 w-8" label="Loading your profile" />
      </div>
    );
  }
  // A failed background refresh keeps showing the profile already loaded.
  if (!data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-slate-900">We couldn't load your profile</h1>
        <p className="mt-2 text-slate-600">{formatApiError(error)}</p>
        <Button variant="outline" className="mt-6" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className="h-4 w-4" /> Try again
        </Button>
      </div>
    );
  }
  return <EngineerProfileEditor account={account} profile={data} />;
}
